import {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocItemMetadata from '@theme-original/DocItem/Metadata';
import type DocItemMetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocItemMetadataType>;

// Wrapped: a page of a released version says so in its browser tab and search-engine title
// ("Run with Docker (0.9.1) | TDEX Network"), so that two versions of one page open in two tabs, or
// listed in a search engine, can be told apart. The latest docs keep the plain title. The later
// title wins in the document head.
export default function DocItemMetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  return (
    <>
      <DocItemMetadata {...props} />
      {!version.isLast && <PageMetadata title={`${metadata.title} (${version.label})`} />}
    </>
  );
}
