// Checks on the Markdown source of the 0.9.1 Liquidity Provider pages (no build needed): the Docker
// commands keep the operator port private and pin the images the pages were checked against, and
// the "next step" links follow the reading path intro -> getting started -> run -> CLI -> init ->
// fee account -> deposit -> open. (Their sources and their samples' syntax are checked with every
// other page: tests/content/sources.test.mjs and code-fences.test.mjs.)
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {ROOT, filesUnder, readPage} from '../support/site.mjs';

const PROVIDER = 'versioned_docs/version-0.9.1/provider';

const pages = filesUnder(path.join(ROOT, PROVIDER), (file) => file.endsWith('.md')).map((file) => {
  const page = readPage(`${PROVIDER}/${file}`);
  return {name: file.replace(/\.md$/, ''), text: page.body, fences: page.fences};
});

const sectionOf = (text, heading) => {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) return null;
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
};

const linksOf = (markdown) => [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);

test('Docker commands never publish the operator port on every interface', () => {
  const problems = [];
  for (const {name, fences} of pages) {
    for (const {content: body} of fences) {
      for (const m of body.matchAll(/(?:-p|--publish)[ =]"?([^\s"]+)"?/g)) {
        const parts = m[1].split(':');
        const containerPort = parts.at(-1).split('/')[0];
        const hostIp = parts.length === 3 ? parts[0] : '';
        if (containerPort === '9000' && !/^(127\.0\.0\.1|10\.\d+\.\d+\.\d+)$/.test(hostIp)) {
          problems.push(`${name}: ${m[0]}`);
        }
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('code samples pin the daemon and feeder images the pages were checked against', () => {
  const problems = [];
  for (const {name, fences} of pages) {
    for (const {content: body} of fences) {
      for (const m of body.matchAll(/ghcr\.io\/tdex-network\/(tdexd|feederd)(:[\w.-]+)?/g)) {
        const expected = m[1] === 'tdexd' ? ':v0.9.1' : ':v0.3.5';
        if (m[2] !== expected) problems.push(`${name}: ${m[0]}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('the main path ends at the market page, in a section that opens the market', () => {
  const manage = pages.find((p) => p.name === 'daemon/market/manage_account');
  // MDX needs the braces of an explicit heading id escaped: `\{#open-the-market\}`.
  assert.match(manage.text, /^## Open the market \\\{#open-the-market\\?\}$/m);
});

test('each page of the main path links to the next one in its "Next step" section', () => {
  // page -> the targets its "Next step" section must link to (run pages are alternatives).
  const runs = ['./run_docker.md', './run_standalone.md', './run_prod.md'];
  const chain = {
    'daemon/getting_started/overview': runs,
    'daemon/getting_started/run_docker': ['./configure_cli.md'],
    'daemon/getting_started/run_standalone': ['./configure_cli.md'],
    'daemon/getting_started/run_prod': ['./configure_cli.md'],
    'daemon/getting_started/configure_cli': ['../init_daemon.md'],
    'daemon/init_daemon': ['./fee_account.md'],
    'daemon/fee_account': ['./market/deposit_funds.md'],
    'daemon/market/deposit_funds': ['./manage_account.md#open-the-market'],
  };
  for (const [name, expected] of Object.entries(chain)) {
    const page = pages.find((p) => p.name === name);
    const section = sectionOf(page.text, 'Next step');
    assert.ok(section, `${name}: no "## Next step" section`);
    assert.deepEqual(linksOf(section), expected, `${name}: next-step links`);
  }
  const intro = pages.find((p) => p.name === 'intro').text;
  const path = sectionOf(intro, 'The reading path');
  const order = [
    './daemon/getting_started/overview.md',
    './daemon/getting_started/run_docker.md',
    './daemon/getting_started/configure_cli.md',
    './daemon/init_daemon.md',
    './daemon/fee_account.md',
    './daemon/market/deposit_funds.md',
    './daemon/market/manage_account.md#open-the-market',
  ];
  const positions = order.map((link) => linksOf(path).indexOf(link));
  assert.ok(
    positions.every((pos, i) => pos >= 0 && (i === 0 || pos > positions[i - 1])),
    `the intro's reading path is out of order: ${positions}`,
  );
});
