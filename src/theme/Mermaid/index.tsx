// Ejected from @docusaurus/theme-mermaid 3.10.2 (swizzle --eject --danger) for one fix, marked below.
import React, {useEffect, useLayoutEffect, useRef, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryErrorMessageFallback} from '@docusaurus/theme-common';
import {MermaidContainerClassName, useMermaidRenderResult} from '@docusaurus/theme-mermaid/client';
import type {Props} from '@theme/Mermaid';
import type {RenderResult} from 'mermaid';

import styles from './styles.module.css';

function MermaidRenderResult({renderResult}: {renderResult: RenderResult}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);

  // The fix: Mermaid starts each render by removing any element with the diagram's id from the
  // document, which includes the diagram on display. When the new render gives the same SVG as before
  // (a color-mode change right after hydration can render both passes with one theme), Preact, unlike
  // React, does not set the same innerHTML again, and the diagram stays gone. Put it back.
  useLayoutEffect(() => {
    const div = ref.current!;
    if (!div.firstElementChild) div.innerHTML = renderResult.svg;
  }, [renderResult]);

  useEffect(() => {
    const div = ref.current!;
    renderResult.bindFunctions?.(div);
  }, [renderResult]);

  return (
    <div
      ref={ref}
      className={`${MermaidContainerClassName} ${styles.container}`}
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

export default function Mermaid(props: Props): ReactNode {
  return (
    <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
      <MermaidRenderer {...props} />
    </ErrorBoundary>
  );
}
