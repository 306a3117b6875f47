// Browser bundle: Prism (./prism.ts, about 15 KiB gzip) is a chunk of its own, loaded when a block
// must be highlighted in the browser. Blocks that the server rendered keep their highlighted lines
// while the page hydrates (src/theme/CodeBlock/Content), so a page opened from a link never needs
// it; a client-side navigation starts loading it (./prism-prefetch.ts). The server bundle uses
// ./prism-loader.server.ts instead (../index.ts), which has Prism at once, since the server renders
// in one synchronous pass.
import type {Prism as PrismType} from './prism';

type Prism = typeof PrismType;

let loaded: Prism | undefined;
let pending: Promise<Prism> | undefined;

/** Prism, once it has loaded; undefined until then. */
export function loadedPrism(): Prism | undefined {
  return loaded;
}

/** Loads Prism (once) and resolves to it. */
export function loadPrism(): Promise<Prism> {
  pending ??= import(/* webpackChunkName: "prism" */ './prism').then(({Prism: prism}) => {
    loaded = prism;
    return prism;
  });
  return pending;
}
