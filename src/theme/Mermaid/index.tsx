// Ejected from @docusaurus/theme-mermaid 3.10.2 (swizzle --eject --danger). Three changes:
// - A diagram is drawn once it comes within a screen's height of the viewport, not on page load.
//   Loading the Mermaid library and laying out a diagram is the heaviest script work a page does;
//   a reader who never scrolls that far does not pay for it (bench/README.md).
// - On a narrow screen (the mobile layout) a diagram keeps a readable size and scrolls sideways:
//   Mermaid scales it to the width of the column, which left a sequence diagram's labels 5 px high on
//   a phone. A diagram that scrolls says so in a line above it and shows a shadow on each edge that
//   has more diagram behind it.
// - A fix for the Preact client runtime, marked below.
import React, {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryErrorMessageFallback} from '@docusaurus/theme-common';
import {MermaidContainerClassName, useMermaidRenderResult} from '@docusaurus/theme-mermaid/client';
import type {Props} from '@theme/Mermaid';
import type {RenderResult} from 'mermaid';

import {useScrollsSideways} from '@site/src/utils/useScrollsSideways';

import styles from './styles.module.css';

// The smallest scale a diagram is drawn at; below it, its container scrolls sideways. At 3/4,
// Mermaid's 16 px labels stay 12 px high.
const MIN_SCALE = 0.75;

// Which ends of a diagram that scrolls sideways are out of view, for the edge shadows.
type HiddenEdges = 'right' | 'both' | 'left';

function hiddenEdgesOf(element: HTMLElement): HiddenEdges {
  const atStart = element.scrollLeft <= 1;
  const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
  return atStart ? 'right' : atEnd ? 'left' : 'both';
}

function MermaidRenderResult({renderResult}: {renderResult: RenderResult}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [hiddenEdges, setHiddenEdges] = useState<HiddenEdges>('right');

  // The fix: Mermaid starts each render by removing any element with the diagram's id from the
  // document, which includes the diagram on display. When the new render gives the same SVG as before
  // (a color-mode change right after hydration can render both passes with one theme), Preact, unlike
  // React, does not set the same innerHTML again, and the diagram stays gone. Put it back.
  useLayoutEffect(() => {
    const div = ref.current!;
    if (!div.firstElementChild) div.innerHTML = renderResult.svg;
    const svg = div.querySelector('svg');
    const naturalWidth = svg?.viewBox.baseVal?.width;
    if (svg && naturalWidth) {
      // Applied on narrow screens only (styles.module.css): on a desktop the column is wide enough.
      svg.style.setProperty('--diagram-min-width', `${Math.round(naturalWidth * MIN_SCALE)}px`);
    }
  }, [renderResult]);
  const scrollable = useScrollsSideways(ref, renderResult);
  useEffect(() => {
    if (scrollable) setHiddenEdges(hiddenEdgesOf(ref.current!));
  }, [scrollable]);

  useEffect(() => {
    const div = ref.current!;
    renderResult.bindFunctions?.(div);
  }, [renderResult]);

  // A diagram wider than the column scrolls sideways: it says so above it, a shadow on each edge
  // with more diagram behind it shows where, and it can be scrolled with the keyboard too.
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
          className={`${MermaidContainerClassName} ${styles.container}`}
          {...(scrollable
            ? {tabIndex: 0, role: 'group', 'aria-label': 'Diagram', 'aria-describedby': hintId}
            : {})}
          onScroll={
            scrollable ? (event) => setHiddenEdges(hiddenEdgesOf(event.currentTarget)) : undefined
          }
          dangerouslySetInnerHTML={{__html: renderResult.svg}}
        />
      </div>
    </>
  );
}

function MermaidRenderer({value}: Props): ReactNode {
  const renderResult = useMermaidRenderResult({text: value});
  if (renderResult === null) {
    return null;
  }
  return <MermaidRenderResult renderResult={renderResult} />;
}

// How far outside the viewport a diagram starts to render: one screen ahead, so that it is usually
// drawn by the time the reader scrolls to it.
const RENDER_AHEAD = '100% 0px';

/** A ref for a placeholder element, and whether that element has come near the viewport. */
function useNearViewport(): [React.RefObject<HTMLDivElement | null>, boolean] {
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

export default function Mermaid(props: Props): ReactNode {
  const [placeholder, isNear] = useNearViewport();
  if (!isNear) {
    return <div ref={placeholder} className={styles.pending} data-mermaid-pending="" />;
  }
  return (
    <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
      <MermaidRenderer {...props} />
    </ErrorBoundary>
  );
}
