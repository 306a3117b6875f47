// Browser bundle: prism-react-renderer (./prism.ts, about 30 KiB gzip with the site's languages) is a
// chunk of its own, loaded when a block must be highlighted in the browser. Blocks that the server
// rendered keep their highlighted lines while the page hydrates (src/theme/CodeBlock/Content), so a
// page opened from a link never needs it; a client-side navigation starts loading it
// (./prism-prefetch.ts). The server bundle uses ./prism-loader.server.ts instead (../index.ts),
// which has it at once, since the server renders in one pass.
import type {Highlight as HighlightType} from 'prism-react-renderer';

type Highlight = typeof HighlightType;

let loaded: Highlight | undefined;
let pending: Promise<Highlight> | undefined;

/** prism-react-renderer's Highlight, once it has loaded; undefined until then. */
export function loadedHighlight(): Highlight | undefined {
  return loaded;
}

/** Loads prism-react-renderer (once) and resolves to its Highlight. */
export function loadHighlight(): Promise<Highlight> {
  pending ??= import(/* webpackChunkName: "prism" */ './prism').then(({Highlight: highlight}) => {
    loaded = highlight;
    return highlight;
  });
  return pending;
}
