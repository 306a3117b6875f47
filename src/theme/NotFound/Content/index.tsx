import {lazy, Suspense, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import {ON_DEMAND} from '@site/src/utils/onDemand';

// Written by hand in place of theme-classic's NotFound/Content (it keeps none of its code): the
// page (./Page.tsx) explains the 404, suggests the closest existing page, offers the site's search
// and the ways out. The docs routes bundle this component twice (the docs root and each version's
// root) for an address no version has, so every docs page would carry the page's code: it loads on
// demand (the server renders it at once, and a 404 hydrates it once it has loaded; its code starts
// loading with main.js: src/clientModules/onDemand.ts). The title and
// meta description stay here: the docs routes render this without the stock NotFound page, which
// gives the title elsewhere, and the tab must have it from the start.
const Page = lazy(ON_DEMAND['not-found']);

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        // The stock page has no meta description (Lighthouse SEO: meta-description).
        description={translate({
          id: 'tdex.notFound.description',
          message:
            'This address is not a page of the TDEX Developer Portal. Find the docs, the blog and the closest existing page from here.',
          description: 'The meta description of the 404 page',
        })}
      />
      <Suspense fallback={null}>
        <Page className={className} />
      </Suspense>
    </>
  );
}
