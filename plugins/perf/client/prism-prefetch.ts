// Client module: a client-side navigation starts loading prism-react-renderer (./prism-loader.ts),
// so that the code blocks of the page being opened have it by the time they render.
import type {ClientModule} from '@docusaurus/types';
import {loadHighlight} from './prism-loader';

const prismPrefetch: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) void loadHighlight();
  },
};

export default prismPrefetch;
