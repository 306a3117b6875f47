// What a writer sees when content is wrong, proven on temporary copies of the site with the real
// config and the real `docusaurus build`. Two builds: one with a broken link, a Markdown link to a
// missing file and a duplicate route, which must fail on the broken link alone; one with invalid front
// matter, which stops within seconds. The first writes every page and runs the plugins' postBuild
// (the sitemap) before Docusaurus checks links (core's buildLocale: SSG, postBuild, broken links), so
// one build shows both that the two warnings leave the build going and that the broken link fails it.
// The two start together.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {buildSite, loadHtml, makeSiteCopy, removeSiteCopy} from '../support/site.mjs';

const TIMEOUT = {timeout: 5 * 60_000};

function edit(dir, file, change) {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  const changed = change(text);
  assert.notEqual(changed, text, `no change made to ${file}`);
  writeFileSync(full, changed);
}

const copies = [];
// Makes a copy, lets `prepare` change it, and starts its build at once. `built` resolves to the
// copy's folder and the build's result.
function startBuild(prefix, prepare) {
  const built = makeSiteCopy(prefix).then(async (copy) => {
    copies.push(copy);
    prepare(copy);
    return {copy, ...(await buildSite(copy))};
  });
  return {built};
}
after(() => copies.forEach(removeSiteCopy));

const broken = startBuild('tdex-broken-link-', (copy) => {
  appendFileSync(
    path.join(copy, 'docs/trader/app.md'),
    '\nSee [the fee page](./missing.md) for fees.\n',
  );
  // Two source files for one address: /duplicate-check/.
  writeFileSync(path.join(copy, 'src/pages/duplicate-check.md'), '# First\n');
  mkdirSync(path.join(copy, 'src/pages/duplicate-check'));
  writeFileSync(path.join(copy, 'src/pages/duplicate-check/index.md'), '# Second\n');
  appendFileSync(
    path.join(copy, 'docs/trader/browser.md'),
    '\nRead [the setup guide](/docs/latest/trader/no-such-page/).\n',
  );
});

const badFrontMatter = startBuild('tdex-front-matter-', (copy) => {
  edit(copy, 'docs/provider/registry.md', (text) =>
    text.replace(/^title: .*$/m, (title) => `${title}\nsidebar_label: [first, second]`),
  );
});

describe(
  'a broken link, beside a Markdown link to a missing file and a duplicate route',
  TIMEOUT,
  () => {
    let copy;
    let result;
    before(async () => {
      result = await broken.built;
      copy = result.copy;
    });

    it('fails the build', () => {
      assert.notEqual(result.code, 0, 'the build succeeded despite a broken link');
    });

    it('names the page and the link, and only that link', () => {
      assert.match(
        result.output,
        /Broken link on source page path = \/docs\/latest\/trader\/browser\/:\s*\n\s*-> linking to \/docs\/latest\/trader\/no-such-page\//,
      );
      assert.equal(
        result.output.match(/Broken link on source page path/g)?.length,
        1,
        result.output,
      );
      assert.doesNotMatch(result.output, /-> linking to .*missing/);
    });

    it('went through every page and the postBuild step before the link check: the warnings stop nothing', () => {
      assert.ok(
        existsSync(path.join(copy, 'build/sitemap.xml')),
        'no sitemap: postBuild did not run',
      );
    });

    it('warns about the Markdown link, naming the file, the line, the link and where it now leads', () => {
      assert.match(
        result.output,
        /\[WARNING\] Markdown link with URL `\.\/missing\.md` in source file "docs\/trader\/app\.md" \(line \d+\) couldn't be resolved: it links to \/docs\/latest\/ instead\./,
      );
    });

    it("links it to the landing page of the page's docs version, not to a missing page", () => {
      const $ = loadHtml(path.join(copy, 'build/docs/latest/trader/app/index.html'));
      const link = $('article a').filter((_, a) => $(a).text() === 'the fee page');
      assert.equal(link.length, 1);
      assert.equal(link.attr('href'), '/docs/latest/');
      assert.equal($('article a[href*="missing"]').length, 0);
    });

    it('warns about the duplicate route, naming the address', () => {
      assert.match(result.output, /\[WARNING\] Duplicate routes found!/);
      assert.match(result.output, /create page at \/duplicate-check\/, but a page already exists/);
    });
  },
);

describe('invalid front matter', TIMEOUT, () => {
  let result;
  before(async () => {
    result = await badFrontMatter.built;
  });

  it('fails the build', () => {
    assert.notEqual(result.code, 0, 'the build succeeded despite invalid front matter');
  });

  it('names the file and the field', () => {
    assert.match(result.output, /"sidebar_label" must be a string/);
    const fileNamed = result.output.match(/doc at path path=(\S+)/);
    assert.ok(fileNamed, result.output);
    assert.match(fileNamed[1], /docs\/provider\/registry\.md$/);
  });
});
