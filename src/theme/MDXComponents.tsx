import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

// Wrapped: Markdown tables that scroll sideways become keyboard-focusable (see ScrollableTable).
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
