// Ejected from @docusaurus/theme-mermaid 3.10.2 (swizzle --eject --danger). Three changes:
// - A diagram is drawn once it comes within a screen's height of the viewport, not on page load.
//   Loading the Mermaid library and laying out a diagram is the heaviest script work a page does;
//   a reader who never scrolls that far does not pay for it (bench/README.md).
// - On a narrow screen (the mobile layout) a diagram keeps a readable size and scrolls sideways:
//   Mermaid scales it to the width of the column, which left a sequence diagram's labels 5 px high on
//   a phone.
// - A fix for the Preact client runtime, marked below.
import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
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

function MermaidRenderResult({renderResult}: {renderResult: RenderResult}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);

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
    const div = ref.current!;
    renderResult.bindFunctions?.(div);
  }, [renderResult]);

  return (
    <div
      ref={ref}
      className={`${MermaidContainerClassName} ${styles.container}`}
      // A diagram wider than the column can be scrolled with the keyboard too.
      {...(scrollable ? {tabIndex: 0, role: 'group', 'aria-label': 'Diagram'} : {})}
      dangerouslySetInnerHTML={{__html: renderResult.svg}}
    />
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
