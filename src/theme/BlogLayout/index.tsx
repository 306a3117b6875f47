import {type ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogLayoutType>;

// Stock puts a post's table of contents in a plain column beside <main>, outside every landmark
// (axe: region). Handed to it inside a labelled <aside>, it is a complementary landmark.
export default function BlogLayoutWrapper({toc, ...props}: Props): ReactNode {
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
    />
  );
}
