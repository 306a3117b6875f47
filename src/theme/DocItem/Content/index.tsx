import {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageMarkdown from '@site/src/components/PageMarkdown';

type Props = WrapperProps<typeof ContentType>;

// Puts "Copy page as Markdown" beside the page title and links the page's Markdown copy in its
// <head> (src/components/PageMarkdown).
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageMarkdown permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
