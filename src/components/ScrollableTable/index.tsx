import {type ComponentProps, type ReactNode, useRef} from 'react';
import {useScrollsSideways} from '@site/src/utils/useScrollsSideways';

// A Markdown table. Infima lets wide tables scroll sideways inside the page; a table that does is
// made focusable so keyboard users can scroll it too (axe: scrollable-region-focusable). Tables that
// fit stay out of the tab order.
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const scrollable = useScrollsSideways(ref);
  return <table {...props} ref={ref} tabIndex={scrollable ? 0 : undefined} />;
}
