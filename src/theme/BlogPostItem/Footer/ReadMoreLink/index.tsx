import {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

import styles from './styles.module.css';

// Ejected for one change: the stock link shows "Read more" (its title only in an aria-label), and
// Lighthouse's SEO audit fails the blog list on that text (link-text: "Links do not have descriptive
// text"). The title is now visible too; the accessible name is unchanged ("Read more about <title>").
// With the title, the link no longer fits the narrow column stock gives it; styles.module.css gives it
// the footer's whole width.
export default function BlogPostItemFooterReadMoreLink(props: Props): ReactNode {
  const {blogPostTitle, ...linkProps} = props;
  return (
    <Link {...linkProps} className={clsx(linkProps.className, styles.readMore)}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts"
        >
          Read more
        </Translate>
      </b>{' '}
      <Translate
        id="tdex.blogPost.readMoreAbout"
        description="Follows 'Read more' in the link from a blog excerpt to the full post"
        values={{title: blogPostTitle}}
      >
        {'about {title}'}
      </Translate>
    </Link>
  );
}
