// Server bundle: Prism at once (see ./prism-loader.ts, which the browser bundle uses).
import {Prism} from './prism';

export function loadedPrism(): typeof Prism {
  return Prism;
}

export function loadPrism(): Promise<typeof Prism> {
  return Promise.resolve(Prism);
}
