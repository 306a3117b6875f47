// Client module, loaded only when the client runtime is Preact (see ../index.ts).
//
// After a client-side navigation to `/page/#heading`, Docusaurus looks the heading up in a layout
// effect and scrolls to it. React renders the new page in that same commit; Preact updates context
// consumers below memoized components in a later render, so the heading does not exist yet, nothing
// scrolls, and the reader stays where the old page was. Look again on the next frames and scroll once
// the heading is there.
import type {ClientModule} from '@docusaurus/types';

const MAX_FRAMES = 60;

const hashScroll: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash) return;
    if (
      location.pathname === previousLocation.pathname &&
      location.hash === previousLocation.hash
    ) {
      return;
    }
    const id = decodeURIComponent(location.hash.slice(1));
    // Found already: Docusaurus has scrolled to it.
    if (document.getElementById(id)) return;
    let frames = 0;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if ((frames += 1) < MAX_FRAMES) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  },
};

export default hashScroll;
