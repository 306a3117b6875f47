import {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';

import styles from './styles.module.css';

// For readers who work through tools, beside the title of a docs page or blog post: the page's
// Markdown copy, announced in the page's <head> and put on the clipboard by "Copy page as
// Markdown", and a link to the llms.txt that lists the page. plugins/llms writes the copy beside
// the page's index.html, and the llms.txt files. This part is in every docs page's first load, so
// it is kept small (its strings carry no translation description): the copy, the code that fetches
// it and the messages (./copy.tsx) load on the first click.

interface Props {
  /** The page's permalink, as in its metadata (with or without the trailing `/`). */
  permalink: string;
  /**
   * Site path of the llms.txt that lists the page: `/llms.txt` (the latest docs and the blog, the
   * default) or a released docs version's (`/docs/v1/llms.txt`), as plugins/llms writes them.
   */
  llmsTxt?: string;
}

export default function PageMarkdown({permalink, llmsTxt = '/llms.txt'}: Props): ReactNode {
  // Beside the page's index.html: the same rule as markdownCopyPath() in plugins/llms.
  const copyPath = permalink.replace(/\/?$/, '/index.md');
  const copyUrl = useBaseUrl(copyPath, {absolute: true});
  const llmsTxtUrl = useBaseUrl(llmsTxt);
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
      {/* A plain link: the file is not a page of the site (pathname:// keeps the router off it). */}
      <Link className={styles.llmsTxt} to={`pathname://${llmsTxtUrl}`}>
        {/* The file's name, as tools know it (llmstxt.org). */}
        {llmsTxt.slice(llmsTxt.lastIndexOf('/') + 1)}
        <span className={styles.visuallyHidden}>
          {translate({
            id: 'tdex.pageMarkdown.llmsTxt',
            message: ': the Markdown index of the docs, for AI tools',
          })}
        </span>
      </Link>
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <div role="status" className={styles.status}>
        {message}
      </div>
    </div>
  );
}
