// Client module, loaded on both client runtimes (see ../index.ts). Docusaurus reports the first route
// update from a layout effect right after the page has hydrated: from then on, components render in
// the browser as usual instead of keeping server markup (src/utils/hydration.ts).
import type {ClientModule} from '@docusaurus/types';
import {markHydrated} from '@site/src/utils/hydration';

const hydrated: ClientModule = {
  onRouteDidUpdate() {
    markHydrated();
  },
};

export default hydrated;
