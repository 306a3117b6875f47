import {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundType>;

// Wrapped to give the not-found page a meta description, which the stock page lacks (Lighthouse
// SEO: meta-description). Its content stays in ./Content.
export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'tdex.notFound.description',
          message:
            'This address is not a page of the TDEX Developer Portal. Find the docs, the blog and the closest existing page from here.',
          description: 'The meta description of the 404 page',
        })}
      />
      <NotFound {...props} />
    </>
  );
}
