import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';

// The part of "Copy page as Markdown" that loads on the first click (a dynamic import in
// ./index.tsx): fetching the copy and the messages that follow.

// How long the confirmation stays on screen.
const MESSAGE_MS = 5000;
let timer: ReturnType<typeof setTimeout> | undefined;

export async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  // A host that answers a missing file with an HTML page must not put that page on the clipboard.
  if (/^\s*<!doctype html/i.test(text)) throw new Error(`${url} is not a Markdown file`);
  return text;
}

/** Shows, through `show` (the live region), how the clipboard write ended. */
export function announce(written: Promise<void>, url: string, show: (message: ReactNode) => void) {
  clearTimeout(timer);
  written.then(
    () => {
      show(
        translate({
          id: 'tdex.pageMarkdown.copied',
          message: 'Page copied as Markdown.',
          description: 'Announced once a page is on the clipboard as Markdown',
        }),
      );
      timer = setTimeout(() => show(null), MESSAGE_MS);
    },
    () =>
      show(
        <Translate
          id="tdex.pageMarkdown.failed"
          description="Announced when a page could not be copied as Markdown"
          values={{
            link: (
              <Link to={`pathname://${url}`}>
                <Translate
                  id="tdex.pageMarkdown.failedLink"
                  description="Link to the Markdown copy of the page"
                >
                  open the Markdown copy
                </Translate>
              </Link>
            ),
          }}
        >
          {'Could not copy the page: {link} instead.'}
        </Translate>,
      ),
  );
}
