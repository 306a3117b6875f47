import {useState, type RefObject} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

// True until the first page has hydrated: set false by plugins/perf/client/hydrated.ts, from the
// layout effect in which Docusaurus reports the first route update. A module flag rather than
// `useIsBrowser()`: every component reading that context renders again when it flips, right after
// hydration, and the components that keep server markup are many (a paragraph, a list, a table).
let hydrating = true;

export function markHydrated(): void {
  hydrating = false;
}

/**
 * Whether markup that the server rendered can be kept as it is, instead of being rendered again in
 * the browser: true while the page hydrates, in the browser, in a production build (the dev server
 * renders in the browser alone). Both client runtimes (plugins/perf) leave an element's server markup
 * alone when the element hydrates with `dangerouslySetInnerHTML` (src/theme/CodeBlock/Content,
 * src/components/StaticMarkup).
 *
 * React has one case where kept markup comes out empty: when hydration fails somewhere, it renders
 * that part again from scratch, still while hydrating. Every component that keeps markup checks for
 * that in a layout effect and renders its content after all.
 */
export function canKeepServerMarkup(): boolean {
  return typeof document !== 'undefined' && Boolean(process.env.HYDRATE_CLIENT_ENTRY) && hydrating;
}

/**
 * True when this component's first render is part of the page's hydration (its markup came from the
 * server and can be kept), decided once for the component's life.
 */
export function useServerMarkupKept(): boolean {
  const [kept] = useState(canKeepServerMarkup);
  return kept;
}

/** The props that keep an element's server markup in place of its children. */
export const keptMarkupProps = {
  dangerouslySetInnerHTML: {__html: ''},
  suppressHydrationWarning: true,
};

// When React meets a hydration error it renders that part of the page again from scratch, still
// while hydrating, and kept markup would come out empty: check for that and render the
// content after all.
export function useKeptMarkup(kept: boolean, ref: RefObject<HTMLElement | null>): boolean {
  const [empty, setEmpty] = useState(false);
  useIsomorphicLayoutEffect(() => {
    if (kept && ref.current && !ref.current.hasChildNodes()) setEmpty(true);
  }, [kept, ref]);
  return kept && !empty;
}
