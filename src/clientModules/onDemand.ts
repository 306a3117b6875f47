import {ON_DEMAND, type OnDemandPart} from '@site/src/utils/onDemand';

// A part the server rendered but whose code loads on demand starts loading here, with main.js and
// beside the route's chunks, so that its code has arrived when React hydrates it. Otherwise the
// first update after hydration (Docusaurus sets the browser flag and the stored docs version in
// effects) reaches its Suspense boundary while its code is on the way, React renders the fallback
// in place of the server's markup, and the part vanishes and comes back: Lighthouse measured CLS
// 0.75 on the 404 (2026-11-28).
if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll<HTMLElement>('[data-on-demand]')) {
    void ON_DEMAND[element.dataset.onDemand as OnDemandPart]?.();
  }
}
