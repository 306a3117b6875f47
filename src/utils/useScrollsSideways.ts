import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether the element is wider than its box and scrolls sideways, kept up to date as it resizes.
 * An element that does must be focusable, so that keyboard users can scroll it too (axe:
 * scrollable-region-focusable); one that fits should stay out of the tab order.
 *
 * `content`: measure again when it changes, for content swapped in without the element resizing
 * (a diagram rendered again for the other color mode).
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>, content?: unknown): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const update = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    // The observer also reports the element's first size, once the browser has laid the page out:
    // measuring here instead would force a layout per table while the page hydrates.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, content]);
  return scrolls;
}
