import {type ComponentProps, type ReactNode, useRef} from 'react';
import {useScrollsSideways} from '@site/src/utils/useScrollsSideways';
import {registerStaticWrapper, useStaticMarkup} from '@site/src/components/StaticMarkup';
import {keptMarkupProps} from '@site/src/utils/hydration';

// A Markdown table. Infima lets wide tables scroll sideways inside the page; a table that does is
// made focusable so keyboard users can scroll it too (axe: scrollable-region-focusable). Tables that
// fit stay out of the tab order. A table that needs nothing from the browser (no page link or
// component in it) keeps its rows as the server rendered them (src/components/StaticMarkup).
export default function ScrollableTable({children, ...props}: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const scrollable = useScrollsSideways(ref);
  const kept = useStaticMarkup(children, ref);
  const content = kept ? keptMarkupProps : {children};
  return <table {...props} ref={ref} tabIndex={scrollable ? 0 : undefined} {...content} />;
}

registerStaticWrapper(ScrollableTable);
