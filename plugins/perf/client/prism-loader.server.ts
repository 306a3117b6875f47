// Server bundle: prism-react-renderer at once (see ./prism-loader.ts, which the browser bundle uses).
import {Highlight} from './prism';

export function loadedHighlight(): typeof Highlight {
  return Highlight;
}

export function loadHighlight(): Promise<typeof Highlight> {
  return Promise.resolve(Highlight);
}
