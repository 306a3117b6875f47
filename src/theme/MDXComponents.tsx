import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {staticWhenPossible} from '@site/src/components/StaticMarkup';

// Extended: Markdown tables that scroll sideways become keyboard-focusable (see ScrollableTable);
// paragraphs, lists, quotes and tables that need nothing from the browser keep the server's markup
// while the page hydrates (see StaticMarkup).
export default {
  ...MDXComponents,
  p: staticWhenPossible('p'),
  ol: staticWhenPossible('ol'),
  blockquote: staticWhenPossible('blockquote'),
  ul: staticWhenPossible(MDXComponents.ul),
  li: staticWhenPossible(MDXComponents.li),
  table: ScrollableTable,
};
