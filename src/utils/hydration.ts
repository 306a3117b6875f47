/**
 * Whether markup that the server rendered can be kept as it is while the page hydrates, instead of
 * being rendered again in the browser. Combine with `useIsBrowser()`, which is false during
 * hydration: keep the server's markup only when both say so.
 *
 * True only in the browser, in a production build (the dev server renders in the browser alone), and
 * on the Preact client runtime (plugins/perf). Not on React: when hydration fails somewhere, React
 * renders that part again from scratch, still before `useIsBrowser()` turns true, and markup "kept
 * as the server rendered it" would come out empty. Preact never discards the server's markup.
 */
export function canKeepServerMarkup(): boolean {
  return (
    typeof document !== 'undefined' &&
    Boolean(process.env.HYDRATE_CLIENT_ENTRY) &&
    process.env.TDEX_CLIENT_RUNTIME === 'preact'
  );
}
