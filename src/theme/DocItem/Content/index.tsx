import {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveVersion, useDoc} from '@docusaurus/plugin-content-docs/client';
import PageMarkdown from '@site/src/components/PageMarkdown';

type Props = WrapperProps<typeof ContentType>;

// Puts "Copy page as Markdown" and the link to the version's llms.txt beside the page title, and
// links the page's Markdown copy in its <head> (src/components/PageMarkdown).
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const version = useActiveVersion(undefined);
  // Where plugins/llms writes the version's llms.txt: the site root for the latest docs (with the
  // blog), the version's folder for a released version.
  const llmsTxt =
    !version || version.isLast ? '/llms.txt' : `${version.path.replace(/\/?$/, '/')}llms.txt`;
  return (
    <>
      <PageMarkdown permalink={metadata.permalink} llmsTxt={llmsTxt} />
      <Content {...props} />
    </>
  );
}
