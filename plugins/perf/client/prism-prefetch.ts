// Client module: a client-side navigation starts loading Prism (./prism-loader.ts), so that the code
// blocks of the page being opened, highlighted in the browser, have it by the time they render.
import type {ClientModule} from '@docusaurus/types';
import {loadPrism} from './prism-loader';

const prismPrefetch: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) void loadPrism();
  },
};

export default prismPrefetch;
