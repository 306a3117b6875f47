// Every built HTML page passes the W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run with
// the machine's Java) with 0 errors, and every link that leaves the site carries
// rel="noopener noreferrer".
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import vnuJar from 'vnu-jar';
import {BUILD, SITE_URL, assertBuilt, htmlFiles, loadHtml, run} from '../support/site.mjs';

// A page with one known error, checked in the same run: proves the checker ran and reports errors.
const CANARY = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>canary</title></head>
<body><p id="twice">a</p><p id="twice">b</p></body></html>`;

describe('W3C Nu HTML Checker', {timeout: 5 * 60_000}, () => {
  let canaryDir;
  let messages;
  before(async () => {
    assertBuilt();
    canaryDir = mkdtempSync(path.join(tmpdir(), 'tdex-vnu-'));
    writeFileSync(path.join(canaryDir, 'canary.html'), CANARY);
    const java = process.env.JAVA ?? 'java';
    const result = await run(java, [
      '-jar',
      String(vnuJar),
      '--errors-only',
      '--format',
      'json',
      '--skip-non-html',
      BUILD,
      canaryDir,
    ]);
    if (result.code !== 0 && result.code !== 1) {
      throw new Error(
        `vnu.jar did not run (is Java installed?), exit ${result.code}:\n${result.output}`,
      );
    }
    messages = JSON.parse(result.output.slice(result.output.indexOf('{'))).messages;
  });
  after(() => rmSync(canaryDir, {recursive: true, force: true}));

  it('reports the planted error in the canary page (the check can fail)', () => {
    const canary = messages.filter((m) => m.url?.endsWith('/canary.html'));
    assert.equal(canary.length, 1, JSON.stringify(canary, null, 2));
    assert.match(canary[0].message, /Duplicate ID/);
  });

  it(`reports 0 errors over every built page`, () => {
    const errors = messages
      .filter((m) => !m.url?.endsWith('/canary.html'))
      .map(
        (m) =>
          `${(m.url ?? '').replace(/^.*\/build\//, '/')}:${m.lastLine}: ${m.type}: ${m.message}`,
      );
    assert.deepEqual(errors, []);
    assert.ok(htmlFiles(BUILD).length > 50);
  });
});

describe('links that leave the site', () => {
  it('carry rel="noopener noreferrer" on every built page', () => {
    assertBuilt();
    const offenders = [];
    let external = 0;
    for (const page of htmlFiles(BUILD)) {
      const $ = loadHtml(path.join(BUILD, page));
      $('a[href]').each((_, a) => {
        const href = $(a).attr('href');
        let url;
        try {
          url = new URL(href, `${SITE_URL}/${page}`);
        } catch {
          return;
        }
        if (!/^https?:$/.test(url.protocol) || url.origin === SITE_URL) return;
        external += 1;
        const rel = ($(a).attr('rel') ?? '').split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
          offenders.push(`/${page}: <a href="${href}" rel="${$(a).attr('rel') ?? ''}">`);
        }
      });
    }
    assert.deepEqual(offenders, []);
    assert.ok(external > 0, 'no external link found: the check looked at nothing');
  });
});
