import {useEffect, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

// Page links inside Markdown prose keep the server's markup while the page hydrates
// (src/components/StaticMarkup), so no Link component handles them: one listener on the document
// navigates in the app instead, as Link would, and loads the route's code on hover, focus or touch.
// A link that a Link component rendered has already had its click handled (`defaultPrevented`).
function linkOf(event: Event): HTMLAnchorElement | null {
  const target = event.target as Element | null;
  const link = target?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !link.closest('.markdown')) return null;
  if (link.origin !== window.location.origin || !link.getAttribute('href')!.startsWith('/')) {
    return null;
  }
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}

function StaticLinks(): null {
  const history = useHistory();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = linkOf(event);
      if (!link) return;
      event.preventDefault();
      history.push(link.pathname + link.search + link.hash);
    };
    const onReach = (event: Event) => {
      const link = linkOf(event);
      if (link) void window.docusaurus.preload(link.pathname);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onReach, {passive: true});
    document.addEventListener('focusin', onReach);
    document.addEventListener('touchstart', onReach, {passive: true});
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onReach);
      document.removeEventListener('focusin', onReach);
      document.removeEventListener('touchstart', onReach);
    };
  }, [history]);
  return null;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <StaticLinks />
      {children}
    </>
  );
}
