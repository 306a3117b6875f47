// Gives the browser where each folder's pages start in each docs version (src/utils/movedPages.mjs,
// `sectionStarts`): a version switch or a not-found address with no page of its own leads to the
// start of its section. A few folder names per version, not the whole reading order.
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {readingOrderOf} from './index.mjs';
import {sectionStarts} from '../../src/utils/movedPages.mjs';

export default function readingOrderSections(context) {
  const {siteDir} = context;
  const versions = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));
  const trees = [
    ['current', 'docs'],
    ...versions.map((version) => [version, `versioned_docs/version-${version}`]),
  ];
  return {
    name: 'reading-order-sections',
    async contentLoaded({actions}) {
      actions.setGlobalData(
        Object.fromEntries(
          trees.map(([name, dir]) => [
            name,
            sectionStarts(
              readingOrderOf(path.join(siteDir, dir)).map((section) => ({
                first: section.steps[0]?.[0] ?? section.sidebar[0],
                ids: section.sidebar,
              })),
            ),
          ]),
        ),
      );
    },
  };
}
