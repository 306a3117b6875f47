// Unit tests of plugins/reading-order: how a reading-order.json becomes Previous/Next links and the
// sidebar order, and the errors a writer gets. The browser tests (e2e/docs/reading-path.spec.ts)
// check the built site against the real reading orders.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  createParseFrontMatter,
  parseReadingOrder,
  readingNavigation,
  sidebarItemsGenerator,
} from '../../plugins/reading-order/index.mjs';

// A step, a choice of two, a step, a page off the path, a last step; and a second section.
const ORDER = {
  sections: [
    {
      name: 'Guide',
      pages: [
        'guide/intro',
        {oneOf: ['guide/docker', 'guide/standalone']},
        'guide/cli',
        {offPath: 'guide/reference'},
        'guide/market',
      ],
    },
    {name: 'Other', pages: ['other/a', 'other/b']},
  ],
};

test('Previous/Next follow the steps, skip pages off the path and never cross a choice', () => {
  const links = Object.fromEntries(readingNavigation(parseReadingOrder(ORDER)));
  assert.deepEqual(links, {
    'guide/intro': {prev: null, next: 'guide/docker'},
    // Both alternatives come from the step before and lead on to the step after.
    'guide/docker': {prev: 'guide/intro', next: 'guide/cli'},
    'guide/standalone': {prev: 'guide/intro', next: 'guide/cli'},
    // The step after a choice leads back to the last single page before it.
    'guide/cli': {prev: 'guide/intro', next: 'guide/market'},
    'guide/reference': {prev: null, next: null},
    'guide/market': {prev: 'guide/cli', next: null},
    // Sections are read on their own.
    'other/a': {prev: null, next: 'other/b'},
    'other/b': {prev: 'other/a', next: null},
  });
});

test('a malformed reading order is refused with the reason', () => {
  const refuse = (sections, reason) =>
    assert.throws(() => parseReadingOrder({sections}, 'x/reading-order.json'), reason);
  refuse([{name: 'A', pages: ['a', 'a']}], /x\/reading-order\.json: "a" is listed twice/);
  refuse([{name: 'A', pages: [{oneOf: ['a']}]}], /a "oneOf" needs two pages or more/);
  refuse([{name: 'A', pages: [{optional: 'a'}]}], /unknown entry \{"optional":"a"\}/);
  refuse([{pages: []}], /expected each section as/);
  assert.throws(() => parseReadingOrder({}), /expected \{"sections": \[\.\.\.\]\}/);
});

function siteWithOrder(order) {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'tdex-reading-order-'));
  mkdirSync(path.join(siteDir, 'docs'));
  writeFileSync(path.join(siteDir, 'docs', 'reading-order.json'), JSON.stringify(order));
  return siteDir;
}

test('the sidebar follows the reading order; a missing or unknown page fails the build', async (t) => {
  const siteDir = siteWithOrder(ORDER);
  t.after(() => rmSync(siteDir, {recursive: true, force: true}));
  const doc = (id) => ({type: 'doc', id});
  // What Docusaurus generates from the folders, in file-name order.
  const generated = [
    {
      type: 'category',
      label: 'Guide',
      items: [
        doc('guide/cli'),
        doc('guide/docker'),
        doc('guide/intro'),
        doc('guide/market'),
        doc('guide/reference'),
        doc('guide/standalone'),
      ],
    },
    {type: 'category', label: 'Other', items: [doc('other/b'), doc('other/a')]},
  ];
  const ids = generated.flatMap((category) => category.items.map((item) => item.id));
  const args = (docIds) => ({
    defaultSidebarItemsGenerator: async () => generated,
    docs: docIds.map((id) => ({id, source: `@site/docs/${id}.md`})),
    version: {contentPath: path.join(siteDir, 'docs'), versionName: 'current'},
  });

  const sorted = await sidebarItemsGenerator(args(ids));
  assert.deepEqual(
    sorted.map((category) => [category.label, category.items.map((item) => item.id)]),
    [
      [
        'Guide',
        [
          'guide/intro',
          'guide/docker',
          'guide/standalone',
          'guide/cli',
          'guide/reference',
          'guide/market',
        ],
      ],
      ['Other', ['other/a', 'other/b']],
    ],
  );

  await assert.rejects(
    sidebarItemsGenerator(args([...ids, 'guide/backup'])),
    /reading-order\.json: these pages are not in the reading order: guide\/backup \(@site\/docs\/guide\/backup\.md\)\. .*Place a page in the reading order/,
  );
  await assert.rejects(
    sidebarItemsGenerator(args(ids.filter((id) => id !== 'other/b'))),
    /these ids are not pages of this version: other\/b/,
  );
});

test('doc pages get the Previous/Next of the reading order and their title as pagination label', async (t) => {
  const siteDir = siteWithOrder({
    sections: [{name: 'Specs', pages: ['specs/index', {offPath: 'specs/notes'}, 'specs/swap']}],
  });
  t.after(() => rmSync(siteDir, {recursive: true, force: true}));
  const parse = createParseFrontMatter(siteDir);
  const withFrontMatter =
    (frontMatter) =>
    async ({filePath}) => ({frontMatter: {...frontMatter}, content: filePath});
  const frontMatterOf = async (file, frontMatter) =>
    (
      await parse({
        filePath: path.join(siteDir, file),
        fileContent: '',
        defaultParseFrontMatter: withFrontMatter(frontMatter),
      })
    ).frontMatter;

  // Number prefixes are not part of the id, as in Docusaurus (00-index.md is specs/index).
  assert.deepEqual(await frontMatterOf('docs/specs/00-index.md', {title: 'Index'}), {
    title: 'Index',
    pagination_prev: null,
    pagination_next: 'specs/swap',
    pagination_label: 'Index',
  });
  assert.deepEqual(
    await frontMatterOf('docs/specs/03-swap.md', {title: 'Swap', sidebar_label: 'S'}),
    {
      title: 'Swap',
      sidebar_label: 'S',
      pagination_prev: 'specs/index',
      pagination_next: null,
      pagination_label: 'Swap',
    },
  );
  assert.deepEqual(await frontMatterOf('docs/specs/notes.md', {}), {
    pagination_prev: null,
    pagination_next: null,
  });
  // Blog posts and other pages are left alone.
  assert.deepEqual(await frontMatterOf('blog/2025-01-01-post.md', {title: 'Post'}), {
    title: 'Post',
  });
  // A page that orders itself would be a second source of the order.
  await assert.rejects(
    frontMatterOf('docs/specs/03-swap.md', {title: 'Swap', sidebar_position: 2}),
    /docs\/specs\/03-swap\.md sets "sidebar_position", but the order of pages comes from docs\/reading-order\.json: remove the key/,
  );
});
