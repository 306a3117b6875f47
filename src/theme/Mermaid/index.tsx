import {useEffect, useId, useRef, useState, type ReactNode, type RefObject} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {useScrollsSideways} from '@site/src/utils/useScrollsSideways';

import styles from './styles.module.css';

// Wraps the stock Mermaid component (@docusaurus/theme-mermaid), which draws the diagram:
// - It is only rendered once its placeholder comes within a screen's height of the viewport, not on
//   page load. Loading the Mermaid library and laying out a diagram is the heaviest script work a
//   page does; a reader who never scrolls that far does not pay for it (bench/README.md).
// - On a narrow screen (the mobile layout) a diagram keeps a readable size and scrolls sideways:
//   Mermaid scales it to the width of the column, which left a sequence diagram's labels 5 px high
//   on a phone. A diagram that scrolls says so in a line above it and shows a shadow on each edge
//   that has more diagram behind it.

type Props = WrapperProps<typeof MermaidType>;

// The smallest scale a diagram is drawn at; below it, the diagram scrolls sideways. At 3/4,
// Mermaid's 16 px labels stay 12 px high.
const MIN_SCALE = 0.75;

// How far outside the viewport a diagram starts to render: one screen ahead, so that it is usually
// drawn by the time the reader scrolls to it.
const RENDER_AHEAD = '100% 0px';

// Which ends of a diagram that scrolls sideways are out of view, for the edge shadows.
type HiddenEdges = 'right' | 'both' | 'left';

function hiddenEdgesOf(element: HTMLElement): HiddenEdges {
  const atStart = element.scrollLeft <= 1;
  const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
  return atStart ? 'right' : atEnd ? 'left' : 'both';
}

/** A ref for a placeholder element, and whether that element has come near the viewport. */
function useNearViewport(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      {rootMargin: RENDER_AHEAD},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return [ref, isNear];
}

/**
 * The SVG the stock component has drawn inside `ref`, followed as it appears (Mermaid renders
 * asynchronously) and changes. Each new SVG gets its smallest readable width, applied by
 * styles.module.css in the mobile layout only.
 */
function useDrawnSvg(ref: RefObject<HTMLDivElement | null>): SVGSVGElement | null {
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  useEffect(() => {
    const element = ref.current!;
    const update = () => {
      const drawn = element.querySelector('svg');
      const naturalWidth = drawn?.viewBox.baseVal?.width;
      if (drawn && naturalWidth) {
        drawn.style.setProperty('--diagram-min-width', `${Math.round(naturalWidth * MIN_SCALE)}px`);
      }
      setSvg(drawn);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [ref]);
  return svg;
}

function ScrollableDiagram(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const svg = useDrawnSvg(ref);
  const scrollable = useScrollsSideways(ref, svg);
  const [hiddenEdges, setHiddenEdges] = useState<HiddenEdges>('right');
  useEffect(() => {
    if (scrollable) setHiddenEdges(hiddenEdgesOf(ref.current!));
  }, [scrollable]);

  return (
    <>
      {scrollable && (
        <p id={hintId} className={styles.hint}>
          <Translate
            id="tdex.mermaid.scrollHint"
            description="Above a diagram wider than the screen, which scrolls sideways"
          >
            Wider than the screen: scroll sideways to see all of it.
          </Translate>
        </p>
      )}
      <div
        className={styles.edges}
        data-scrolls-sideways={scrollable ? hiddenEdges : undefined}
        data-testid="diagram-edges"
      >
        <div
          ref={ref}
          className={styles.scroller}
          data-testid="diagram-scroller"
          {...(scrollable
            ? {
                tabIndex: 0,
                role: 'group',
                'aria-label': translate({
                  id: 'tdex.mermaid.scrollerLabel',
                  message: 'Diagram',
                  description: 'The label of a diagram that scrolls sideways',
                }),
                'aria-describedby': hintId,
              }
            : {})}
          onScroll={
            scrollable ? (event) => setHiddenEdges(hiddenEdgesOf(event.currentTarget)) : undefined
          }
        >
          <Mermaid {...props} />
        </div>
      </div>
    </>
  );
}

export default function MermaidWrapper(props: Props): ReactNode {
  const [placeholder, isNear] = useNearViewport();
  if (!isNear) {
    return <div ref={placeholder} className={styles.pending} data-mermaid-pending="" />;
  }
  return <ScrollableDiagram {...props} />;
}
