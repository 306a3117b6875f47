import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

// Extended: Markdown tables stack their rows on a phone and can be scrolled from the keyboard when
// wider than the page (see ScrollableTable).
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
