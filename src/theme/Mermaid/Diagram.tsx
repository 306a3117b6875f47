import {useEffect, useId, useRef, useState, type ReactNode, type RefObject} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {useScrollsSideways} from '@site/src/utils/useScrollsSideways';
import styles from './styles.module.css';

// The diagram of ./index.tsx, loaded once its placeholder nears the viewport: the stock Mermaid
// component (@docusaurus/theme-mermaid), which draws it, inside an element that scrolls sideways on
// a narrow screen. Mermaid scales a diagram to the width of the column, which left a sequence
// diagram's labels 5 px high on a phone: it keeps a readable size instead, says so in a line above
// it, and shows a shadow on each edge that has more diagram behind it.

type Props = WrapperProps<typeof MermaidType>;

// The smallest scale a diagram is drawn at; below it, the diagram scrolls sideways. At 3/4,
// Mermaid's 16 px labels stay 12 px high.
const MIN_SCALE = 0.75;

// Which ends of a diagram that scrolls sideways are out of view, for the edge shadows.
type HiddenEdges = 'right' | 'both' | 'left';

function hiddenEdgesOf(element: HTMLElement): HiddenEdges {
  const atStart = element.scrollLeft <= 1;
  const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
  return atStart ? 'right' : atEnd ? 'left' : 'both';
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

export default function ScrollableDiagram(props: Props): ReactNode {
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
