import {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';

import styles from './styles.module.css';

// For readers who work through tools, beside the title of a docs page or blog post: the page's
// Markdown copy, announced in the page's <head> and put on the clipboard by "Copy page as
// Markdown" (the footer links /llms.txt). plugins/llms writes the copy beside the page's
// index.html. This part is in every docs page's first load, so
// it is kept small (its strings carry no translation description): the copy, the code that fetches
// it and the messages (./copy.tsx) load on the first click.

interface Props {
  /** The page's permalink, as in its metadata (with or without the trailing `/`). */
  permalink: string;
}

export default function PageMarkdown({permalink}: Props): ReactNode {
  // Beside the page's index.html: the same rule as markdownCopyPath() in plugins/llms.
  const copyPath = permalink.replace(/\/?$/, '/index.md');
  const copyUrl = useBaseUrl(copyPath, {absolute: true});
  const [message, setMessage] = useState<ReactNode>(null);

  const copy = () => {
    setMessage(null);
    const module = import('./copy');
    const text = module.then(({fetchMarkdown}) => fetchMarkdown(copyPath));
    // The clipboard write starts within the click itself, as Safari requires, while the text is
    // still on its way; browsers without ClipboardItem write it once it has arrived.
    const written =
      typeof ClipboardItem === 'function' && navigator.clipboard?.write
        ? navigator.clipboard.write([
            new ClipboardItem({
              'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'})),
            }),
          ])
        : text.then((t) => navigator.clipboard.writeText(t));
    module.then(
      ({announce}) => announce(written, copyPath, setMessage),
      () =>
        setMessage(translate({id: 'tdex.pageMarkdown.error', message: 'Could not copy the page.'})),
    );
  };

  return (
    <div className={styles.pageMarkdown}>
      <Head>
        <link rel="alternate" type="text/markdown" href={copyUrl} title="Markdown" />
      </Head>
      <button
        type="button"
        className={`button button--sm button--outline button--secondary ${styles.copy}`}
        onClick={copy}
      >
        {translate({id: 'tdex.pageMarkdown.copy', message: 'Copy page as Markdown'})}
      </button>
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <div role="status" className={styles.status}>
        {message}
      </div>
    </div>
  );
}
