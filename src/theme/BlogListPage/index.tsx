import {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListTitleContext} from '@site/src/utils/blogListTitle';

type Props = WrapperProps<typeof BlogListPageType>;

// The stock blog list has no level-one heading (axe: page-has-heading-one). It hands the blog's
// title down to the BlogLayout wrapper, which shows it as the h1 at the top of <main>.
export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListTitleContext.Provider value={props.metadata.blogTitle}>
      <BlogListPage {...props} />
    </BlogListTitleContext.Provider>
  );
}
