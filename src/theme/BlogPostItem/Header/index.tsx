import {type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageMarkdown from '@site/src/components/PageMarkdown';

type Props = WrapperProps<typeof HeaderType>;

// On a post's own page (not in the blog list), puts "Copy page as Markdown" beside the title and
// links the post's Markdown copy in its <head> (src/components/PageMarkdown).
export default function HeaderWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PageMarkdown permalink={metadata.permalink} />}
      <Header {...props} />
    </>
  );
}
