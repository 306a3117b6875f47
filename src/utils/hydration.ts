import {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Whether markup that the server rendered can be kept as it is while the page hydrates, instead of
 * being rendered again in the browser: true in the browser, in a production build (the dev server
 * renders in the browser alone). Both client runtimes (plugins/perf) leave an element's server
 * markup alone when the element hydrates with `dangerouslySetInnerHTML` (src/theme/CodeBlock/Content,
 * src/theme/TabItem).
 *
 * React has one case where kept markup comes out empty: when hydration fails somewhere, it renders
 * that part again from scratch, still before `useIsBrowser()` turns true. Every component that keeps
 * markup checks for that in a layout effect and renders its content after all.
 */
export function canKeepServerMarkup(): boolean {
  return typeof document !== 'undefined' && Boolean(process.env.HYDRATE_CLIENT_ENTRY);
}

/**
 * True when this component's first render is part of the page's hydration (its markup came from the
 * server and can be kept), decided once for the component's life.
 */
export function useServerMarkupKept(): boolean {
  const isBrowser = useIsBrowser();
  const [kept] = useState(() => !isBrowser && canKeepServerMarkup());
  return kept;
}
