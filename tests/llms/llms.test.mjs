// For readers who work through tools (issue 14, plugins/llms): the Markdown copy of every docs page
// and blog post, the llms.txt files, and the last-updated dates, checked on build/. Every list of
// pages comes from sitemap.xml and the docs versions of the build, so a new page, post or version
// needs no edit here.
import {describe, it, before} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {mdxToMarkdown} from '../../plugins/llms/markdown.mjs';
import {gitHistory} from '../../plugins/llms/git.mjs';
import {
  BUILD,
  ROOT,
  SITE_URL,
  assertBuilt,
  builtDocsVersions,
  builtPage,
  filesUnder,
  readText as read,
  sitemap,
  sitePath,
} from '../support/site.mjs';

const COPY = 'index.md';

// --- The converter, on a page held in memory ------------------------------------------------------

const SNIPPET = `---
title: Sample
description: A page with every construct the copies convert.
checked_against:
  - repo: tdex-network/tdex-daemon
    ref: v1.0.1
    paths:
      - cmd/tdex/market.go
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Read [the next page](./next.md#fees), [a missing one](./missing.md) and [this part](#part).

{/* a writer's note */}

1. Pick how you run it:

   <Tabs groupId="run-mode">
   <TabItem value="docker" label="Docker">

   Run \`docker compose up\`.

   </TabItem>
   <TabItem value="standalone" label="Standalone">

   Run \`tdexd\`.

   </TabItem>
   </Tabs>

:::warning[Back up first]

Keep the **mnemonic** offline.

:::

:::tip

Tabs remember your choice.

:::

\`\`\`mermaid
flowchart LR
  a[Trader] --> b[Provider]
\`\`\`

Pull the :latest image, at host:port.
`;

const EXPECTED = `Read [the next page](https://site/next/#fees), a missing one and [this part](https://site/page/#part).

1. Pick how you run it:

   **Docker**

   Run \`docker compose up\`.

   **Standalone**

   Run \`tdexd\`.

> **Warning: Back up first**
>
> Keep the **mnemonic** offline.

> **Tip**
>
> Tabs remember your choice.

\`\`\`mermaid
flowchart LR
  a[Trader] --> b[Provider]
\`\`\`

Pull the :latest image, at host:port.
`;

// As the plugin resolves links: ./missing.md is a file that does not exist.
function resolveLink(url) {
  if (url === './missing.md') return null;
  if (url.startsWith('#')) return `https://site/page/${url}`;
  return `https://site/next/${url.slice(url.indexOf('#'))}`;
}

describe('the Markdown converter (plugins/llms/markdown.mjs)', () => {
  it('writes tabs under their labels, admonitions as quotes and diagrams as mermaid fences, without front matter, imports or comments', () => {
    assert.equal(mdxToMarkdown(SNIPPET, {resolveLink}), EXPECTED);
  });

  it('differs when the page does (the check can fail)', () => {
    const changed = SNIPPET.replace('label="Standalone"', 'label="Binary"');
    assert.notEqual(mdxToMarkdown(changed, {resolveLink}), EXPECTED);
    assert.match(mdxToMarkdown(changed, {resolveLink}), /\*\*Binary\*\*/);
  });
});

// --- The built site -------------------------------------------------------------------------------

/**
 * The docs pages and blog posts of the sitemap, each with the llms.txt that must list it: the root
 * one for the newest docs and the blog, `<version path>/llms.txt` for a released version.
 */
function sitemapPages() {
  const versions = builtDocsVersions();
  const pages = [];
  for (const urlPath of sitemap().paths) {
    const $ = builtPage(urlPath);
    const html = $('html');
    let kind;
    let index;
    if (html.hasClass('blog-post-page')) {
      kind = 'blog post';
      index = '/llms.txt';
    } else if (html.hasClass('docs-doc-page')) {
      const name = /(?:^|\s)docs-version-(\S+)/.exec(html.attr('class'))[1];
      const version = versions.find((v) => v.name === name);
      assert.ok(version, `${urlPath}: version ${name} is not among the build's versions`);
      kind = `docs ${version.label}`;
      index = version.isLast ? '/llms.txt' : `${version.path}/llms.txt`;
    } else {
      pages.push({path: urlPath, $, kind: 'other'});
      continue;
    }
    pages.push({path: urlPath, $, kind, index, copy: `${urlPath}${COPY}`});
  }
  return pages;
}

// Every link line of an llms.txt: `- [name](url)` or `- [name](url): notes`.
const LINK_LINE = /^- \[((?:\\.|[^\]\\])+)\]\((https?:\/\/[^\s)]+)\)(?:: (.+))?$/;

/** What is wrong with an llms.txt against the llmstxt.org format (an empty list if nothing). */
function llmsTxtProblems(text) {
  const problems = [];
  const lines = text.split('\n');
  if (!/^# \S/.test(lines[0])) problems.push('the first line is not an H1 with the name');
  const summary = lines.findIndex((line, i) => i > 0 && line.trim() !== '');
  if (!lines[summary]?.startsWith('> ')) problems.push('no blockquote summary after the H1');
  let inSection = false;
  let links = 0;
  lines.forEach((line, i) => {
    if (/^#{1}\s/.test(line) && i > 0) problems.push(`line ${i + 1}: a second H1`);
    if (/^#{3,}\s/.test(line)) problems.push(`line ${i + 1}: a heading below H2`);
    if (line.startsWith('## ')) inSection = true;
    else if (inSection && line.trim() !== '') {
      if (LINK_LINE.test(line)) links += 1;
      else problems.push(`line ${i + 1}: not a "- [name](url): notes" line: ${line}`);
    }
  });
  if (links === 0) problems.push('no file list');
  return problems;
}

// Every llms.txt and llms-full.txt of the build, as site paths.
function llmsFiles(name) {
  return filesUnder(BUILD, (file) => path.posix.basename(file) === name).map((file) => `/${file}`);
}

describe('Markdown copies and llms.txt in build/', () => {
  let pages;
  let described;
  before(() => {
    assertBuilt();
    pages = sitemapPages();
    described = pages.filter((page) => page.kind !== 'other');
  });

  it('the sitemap has docs pages of every version and blog posts', () => {
    const kinds = new Set(described.map((page) => page.kind));
    for (const version of builtDocsVersions()) {
      assert.ok(kinds.has(`docs ${version.label}`), `no page of version ${version.label}`);
    }
    assert.ok(kinds.has('blog post'), 'no blog post');
  });

  it('every docs page and blog post has its copy beside it, announced in its <head>', () => {
    for (const page of described) {
      const file = path.join(BUILD, page.copy);
      assert.ok(existsSync(file), `${page.path}: no ${page.copy}`);
      const alternate = page.$('head link[rel="alternate"][type="text/markdown"]');
      assert.equal(alternate.length, 1, `${page.path}: no Markdown alternate link`);
      assert.equal(alternate.attr('href'), `${SITE_URL}${page.copy}`, page.path);

      const copy = read(file);
      const title = page.$('article h1').first().text().trim();
      assert.ok(copy.startsWith(`# ${title}\n`), `${page.copy} does not start with # ${title}`);
      assert.ok(
        copy.includes(`\n- Canonical URL: ${SITE_URL}${page.path}\n`),
        `${page.copy}: no canonical URL in its header`,
      );
      // No front matter (checked_against included), no import line, no MDX comment, outside code.
      const prose = copy.replace(/^(\s*)```[^\n]*\n[\s\S]*?^\1```$/gm, '');
      assert.doesNotMatch(prose, /^---\n|checked_against|^import |\{\/\*/m, page.copy);
    }
  });

  it('other pages (home, blog list, tags) announce no copy', () => {
    const others = pages.filter((page) => page.kind === 'other');
    assert.ok(others.length > 0);
    for (const page of others) {
      assert.equal(page.$('link[type="text/markdown"]').length, 0, page.path);
    }
  });

  it('each page is listed in the llms.txt of its version (the newest docs and the blog at the root), and in no other', () => {
    const expected = {};
    for (const page of described) (expected[page.index] ??= []).push(`${SITE_URL}${page.copy}`);
    const actual = {};
    for (const file of llmsFiles('llms.txt')) {
      for (const line of read(path.join(BUILD, file)).split('\n')) {
        const url = LINK_LINE.exec(line)?.[2];
        if (url?.endsWith(`/${COPY}`)) (actual[file] ??= []).push(url);
      }
    }
    for (const list of [...Object.values(expected), ...Object.values(actual)]) list.sort();
    assert.deepEqual(actual, expected);
  });

  it('every llms.txt follows the llmstxt.org format, has its llms-full.txt and links only to files that exist', () => {
    const indexes = llmsFiles('llms.txt');
    assert.deepEqual(
      llmsFiles('llms-full.txt'),
      indexes.map((file) => file.replace(/llms\.txt$/, 'llms-full.txt')),
    );
    for (const file of indexes) {
      const text = read(path.join(BUILD, file));
      assert.deepEqual(llmsTxtProblems(text), [], file);
      for (const line of text.split('\n')) {
        const url = LINK_LINE.exec(line)?.[2];
        if (url) assert.ok(existsSync(path.join(BUILD, sitePath(url))), `${file}: ${url}`);
      }
    }
  });

  it('the format check rejects an llms.txt without summary or with a stray line (the check can fail)', () => {
    const good = read(path.join(BUILD, 'llms.txt'));
    assert.deepEqual(llmsTxtProblems(good), []);
    assert.notDeepEqual(llmsTxtProblems(good.replace(/^> .*\n/m, '')), []);
    assert.notDeepEqual(llmsTxtProblems(`${good}\nSome prose at the end.\n`), []);
  });

  it('llms-full.txt holds the copy of every page its llms.txt lists', () => {
    for (const file of llmsFiles('llms.txt')) {
      const full = read(path.join(BUILD, file.replace(/llms\.txt$/, 'llms-full.txt')));
      for (const line of read(path.join(BUILD, file)).split('\n')) {
        const url = LINK_LINE.exec(line)?.[2];
        if (!url?.endsWith(`/${COPY}`)) continue;
        const copy = read(path.join(BUILD, sitePath(url)));
        assert.ok(full.includes(copy), `${file}: llms-full.txt lacks ${url}`);
      }
    }
  });

  it('the sitemap and the search indexes hold neither the copies nor the llms.txt files', () => {
    assert.deepEqual(
      sitemap().paths.filter((address) => /\.(md|txt)$/.test(address)),
      [],
    );

    const indexes = filesUnder(BUILD, (file) => /(^|\/)search-index[^/]*\.json$/.test(file));
    assert.ok(indexes.length > 1, 'no search index in build/');
    for (const file of indexes) {
      const text = read(path.join(BUILD, file));
      const urls = [...text.matchAll(/"u":"([^"]+)"/g)].map((m) => m[1]);
      assert.ok(urls.length > 0, `${file} holds no page`);
      assert.deepEqual(
        urls.filter((url) => /\.(md|txt)(#|$)/.test(url)),
        [],
        `${file} indexes a copy`,
      );
      // Only the copies have these lines.
      assert.doesNotMatch(
        text,
        /Canonical URL: https:\/\/dev\.tdex\.network|Docs version: /,
        `${file} indexes the text of a copy`,
      );
    }
  });
});

// --- A copy holds what its page shows -------------------------------------------------------------

const BLOCKS = new Set(
  'p li ul ol h1 h2 h3 h4 h5 h6 pre div table thead tbody tr td th blockquote header section details summary br hr'.split(
    ' ',
  ),
);

/** The words a reader sees in an element: blocks apart, UI controls and anchors left out. */
function pageWords($, root) {
  const words = [];
  const walk = (node) => {
    if (node.type === 'text') {
      words.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const el = $(node);
    const block = BLOCKS.has(node.name);
    if (block) words.push(' ');
    if (el.is('.hash-link, button, svg, [data-mermaid-pending], .docusaurus-mermaid-container'));
    else if (el.is('.tabs-container')) {
      // Each tab in turn, as the copy has it: its label, then its panel.
      const labels = el.find('[role="tab"]').toArray();
      el.find('[role="tabpanel"]').each((i, panel) => {
        words.push(' ', $(labels[i]).text(), ' ');
        walk(panel);
      });
    } else if (el.is('.theme-admonition')) {
      const type = /theme-admonition-(\w+)/.exec(el.attr('class'))[1];
      const heading = el.children().first().text().trim();
      const label = type[0].toUpperCase() + type.slice(1);
      words.push(' ', heading.toLowerCase() === type ? label : `${label}: ${heading}`, ' ');
      walk(el.children().get(1));
    } else if (el.is('.theme-code-block')) {
      words.push(' ', el.find('[class^="codeBlockTitle"]').text(), ' ');
      el.find('.token-line').each((_, line) => words.push(' ', $(line).text(), ' '));
    } else {
      for (const child of node.children) walk(child);
    }
    if (block) words.push(' ');
  };
  walk(root);
  return words
    .join('')
    .replace(/\u200b/g, '')
    .split(/\s+/)
    .filter(Boolean);
}

/** The words of a copy's body, as a Markdown renderer shows them; mermaid fences left out. */
function copyWords(markdown) {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  // The header: the title, the description and the list of facts.
  const body = tree.children.slice(1);
  if (body[0]?.type === 'blockquote') body.shift();
  if (body[0]?.type === 'list') body.shift();
  const words = [];
  const walk = (node) => {
    if (node.type === 'code') {
      if (node.lang === 'mermaid') return;
      words.push(' ', /title="([^"]*)"/.exec(node.meta ?? '')?.[1] ?? '', ' ', node.value, ' ');
    } else if ('value' in node) words.push(node.value);
    else for (const child of node.children ?? []) walk(child);
    if (!/^(text|inlineCode|strong|emphasis|link|delete|break)$/.test(node.type)) words.push(' ');
  };
  body.forEach(walk);
  return words.join('').split(/\s+/).filter(Boolean);
}

// The content of a docs page or a blog post.
const CONTENT = '.theme-doc-markdown, #__blog-post-container';

const linksOf = (markdown) =>
  [...markdown.matchAll(/\]\((https?:\/\/[^\s)]+)\)/g)].map((m) => new URL(m[1]).href);

function firstDifference(a, b) {
  const i = a.findIndex((word, n) => word !== b[n]);
  const at = i === -1 ? Math.min(a.length, b.length) : i;
  return `at word ${at}:\n  page: ${a.slice(Math.max(0, at - 8), at + 8).join(' ')}\n  copy: ${b.slice(Math.max(0, at - 8), at + 8).join(' ')}`;
}

describe('each copy holds what its page shows', () => {
  let described;
  before(() => {
    assertBuilt();
    described = sitemapPages().filter((page) => page.kind !== 'other');
  });

  it('at least one page of the build has tabs, an admonition and a diagram', () => {
    const full = described.filter(
      ({$}) =>
        $('.tabs-container').length > 0 &&
        $('.theme-admonition').length > 0 &&
        $('[data-mermaid-pending], .docusaurus-mermaid-container').length > 0,
    );
    assert.ok(full.length > 0, 'no such page: this check would prove little');
  });

  it('the same words in the same order, tabs, admonitions and code blocks included', () => {
    for (const page of described) {
      const content = page.$(CONTENT).first();
      assert.equal(content.length, 1, `${page.path}: no content`);
      content.find('header').remove();
      const shown = pageWords(page.$, content.get(0));
      const copied = copyWords(read(path.join(BUILD, page.copy)));
      assert.ok(
        shown.length > 20,
        `${page.path}: the page shows ${shown.length} words; this check compares the page with its copy and needs more than 20: write the rest of the page`,
      );
      assert.deepEqual(copied, shown, `${page.copy} ${firstDifference(shown, copied)}`);
    }
  });

  it('the same links, in the same order', () => {
    for (const page of described) {
      const content = page.$(CONTENT).first();
      const shown = content
        .find('a[href]')
        .not('.hash-link')
        .toArray()
        .map((a) => new URL(page.$(a).attr('href'), `${SITE_URL}${page.path}`).href);
      const copied = linksOf(read(path.join(BUILD, page.copy)));
      assert.deepEqual(copied, shown, page.copy);
    }
  });

  it('the comparison sees a tab label that differs (the check can fail)', () => {
    const page = described.find(({$}) => $('.tabs-container').length > 0);
    const content = page.$(CONTENT).first();
    content.find('header').remove();
    const label = content.find('[role="tab"]').first();
    const copy = read(path.join(BUILD, page.copy));
    assert.deepEqual(copyWords(copy), pageWords(page.$, content.get(0)));
    label.text(`${label.text()}X`);
    assert.notDeepEqual(copyWords(copy), pageWords(page.$, content.get(0)));
  });
});

// --- Last-updated dates ---------------------------------------------------------------------------

const git = (...args) => spawnSync('git', args, {cwd: ROOT, encoding: 'utf8'}).stdout.trim();

describe('last-updated dates', () => {
  it('a copy of the site without git has no history, so its build shows no dates', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tdex-nogit-'));
    try {
      assert.equal(gitHistory(dir), 'none');
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
    assert.notEqual(gitHistory(ROOT), 'none');
  });

  it('each docs page and post shows the date of the last commit that changed its file', (t) => {
    if (gitHistory(ROOT) === 'none') return t.skip('not a git checkout');
    assertBuilt();
    const described = sitemapPages().filter((page) => page.kind !== 'other');
    // As Docusaurus reads it: the newest commit that lists the file as changed. Merge commits list
    // no files (the change came with a commit of the branch that was merged), so they do not count.
    // One walk of the history for every file (`git log -1 -- <file>` per page cost 25 s).
    const lastCommitOf = new Map();
    let date;
    for (const line of git(
      'log',
      '--full-history',
      '--no-merges',
      '--format=%x00%cI',
      '--name-only',
    ).split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && !lastCommitOf.has(line)) lastCommitOf.set(line, date);
    }
    for (const page of described) {
      // The source file, from the page's own "Edit this page" link.
      const edit = page.$('a.theme-edit-this-page').attr('href');
      assert.ok(edit, `${page.path}: no edit link`);
      const file = /\/edit\/[^/]+\/(.+)$/.exec(edit)[1];
      assert.ok(existsSync(path.join(ROOT, file)), `${page.path}: ${file} does not exist`);
      const committed = lastCommitOf.get(file);
      const shown = page.$('time[itemprop="dateModified"]').attr('datetime');
      // A file not committed yet has no date to show (Docusaurus shows none): it gets one at its
      // first commit and the next build.
      if (!committed) {
        assert.equal(shown, undefined, `${page.path} shows a date, but ${file} has no commit`);
        t.diagnostic(`${file} is not committed yet: no date until you commit it and build again`);
        continue;
      }
      // A build from before the file's last commit shows the older date (or none): say what to do.
      const rebuild = `the build shows ${shown ?? 'no date'}, but the last commit of ${file} is ${committed}: build the site again (npm run build) after committing`;
      assert.ok(shown, `${page.path}: ${rebuild}`);
      assert.equal(
        new Date(shown).getTime(),
        new Date(committed).getTime(),
        `${page.path}: ${rebuild}`,
      );
      const copy = read(path.join(BUILD, page.copy));
      assert.ok(
        copy.includes(`\n- Last updated: ${new Date(committed).toISOString().slice(0, 10)}\n`),
        `${page.copy}: wrong or no last-updated date`,
      );
    }
  });
});
