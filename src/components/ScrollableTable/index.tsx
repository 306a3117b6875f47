import {type ComponentProps, type ReactNode, useEffect, useRef, useState} from 'react';

// A Markdown table. Infima lets wide tables scroll sideways inside the page; a table that does is
// made focusable so keyboard users can scroll it too (axe: scrollable-region-focusable). Tables that
// fit stay out of the tab order.
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) {
      return undefined;
    }
    const update = () => setScrollable(table.scrollWidth > table.clientWidth + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={scrollable ? 0 : undefined} />;
}
