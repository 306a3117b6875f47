import {type ReactNode, useContext} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {BlogListTitleContext} from '@site/src/utils/blogListTitle';

import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogLayoutType>;

// Two changes to the stock layout, through its props. A post's table of contents sat in a plain
// column beside <main>, outside every landmark (axe: region): handed to it inside a labelled
// <aside>, it is a complementary landmark. And the blog list, which has no level-one heading,
// gets the blog's title as its h1 (src/theme/BlogListPage).
export default function BlogLayoutWrapper({toc, children, ...props}: Props): ReactNode {
  const listTitle = useContext(BlogListTitleContext);
  return (
    <BlogLayout
      {...props}
      toc={
        toc && (
          <aside
            className={styles.toc}
            aria-label={translate({
              id: 'tdex.blogPost.tocLabel',
              message: 'On this page',
              description: 'The ARIA label of the table of contents beside a blog post',
            })}
          >
            {toc}
          </aside>
        )
      }
    >
      {listTitle !== null && (
        <header className="margin-bottom--lg">
          <Heading as="h1">{listTitle}</Heading>
        </header>
      )}
      {children}
    </BlogLayout>
  );
}
