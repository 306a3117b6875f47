import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {staticHeading, staticWhenPossible} from '@site/src/components/StaticMarkup';

// Extended: Markdown tables that scroll sideways become keyboard-focusable (see ScrollableTable);
// paragraphs, lists, quotes, tables and headings that need nothing from the browser keep the
// server's markup while the page hydrates (see StaticMarkup).
export default {
  ...MDXComponents,
  p: staticWhenPossible('p'),
  ol: staticWhenPossible('ol'),
  blockquote: staticWhenPossible('blockquote'),
  ul: staticWhenPossible(MDXComponents.ul),
  li: staticWhenPossible(MDXComponents.li),
  table: ScrollableTable,
  h2: staticHeading('h2', MDXComponents.h2),
  h3: staticHeading('h3', MDXComponents.h3),
  h4: staticHeading('h4', MDXComponents.h4),
  h5: staticHeading('h5', MDXComponents.h5),
  h6: staticHeading('h6', MDXComponents.h6),
};
