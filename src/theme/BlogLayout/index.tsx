// Ejected from node_modules/@docusaurus/theme-classic/src/theme/BlogLayout/index.tsx (3.10.2): the post's table of contents is an <aside> labelled "On this page", not a <div> outside every landmark.
// Why: src/theme/README.md. Upstream layout kept (listed in .prettierignore) so that a diff against
// the upstream file shows only our change; tests/theme/ejected.test.mjs asks to re-apply it when
// the upstream file changes.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';

import type {Props} from '@theme/BlogLayout';

// Ejected for one change: the post's table of contents sat in a plain <div> beside <main>, outside
// every landmark (axe: region). It is now a labelled complementary landmark.
export default function BlogLayout(props: Props): ReactNode {
  const {sidebar, toc, children, ...layoutProps} = props;
  const hasSidebar = sidebar && sidebar.items.length > 0;

  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main
            className={clsx('col', {
              'col--7': hasSidebar,
              'col--9 col--offset-1': !hasSidebar,
            })}>
            {children}
          </main>
          {toc && (
            <aside
              className="col col--2"
              aria-label={translate({
                id: 'tdex.blogPost.tocLabel',
                message: 'On this page',
                description:
                  'The ARIA label of the table of contents beside a blog post',
              })}>
              {toc}
            </aside>
          )}
        </div>
      </div>
    </Layout>
  );
}
