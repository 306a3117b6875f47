// The code colors of both modes (src/css/custom.css, used by CODE_THEME in docusaurus.config.ts):
// every token color a reader sees is readable on the code background (WCAG AA for normal text,
// 4.5:1), and every variable the token rules use is set in both modes. axe checks the same in the
// browser, but only for the tokens the pages it opens happen to contain.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from '../support/site.mjs';

const CSS = readFileSync(path.join(ROOT, 'src/css/custom.css'), 'utf8');
const MIN_RATIO = 4.5;

/** The `--tdex-code-*` declarations of the first rule whose selector is exactly `selector`. */
function codeVariables(selector) {
  const start = CSS.indexOf(`${selector} {`);
  assert.notEqual(start, -1, `no "${selector} {" rule in custom.css`);
  const body = CSS.slice(start, CSS.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--tdex-code-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      value.trim(),
    ]),
  );
}

function rgb(hex) {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  assert.ok(match, `${hex} is not a #rrggbb color`);
  return [0, 2, 4].map((i) => parseInt(match[1].slice(i, i + 2), 16));
}

function luminance(color) {
  const [r, g, b] = rgb(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const MODES = {light: codeVariables(':root'), dark: codeVariables("[data-theme='dark']")};

test('each mode sets the same code color variables', () => {
  assert.ok(Object.keys(MODES.light).length > 5);
  assert.deepEqual(Object.keys(MODES.dark).sort(), Object.keys(MODES.light).sort());
});

test('every variable the token rules and the config use is set', () => {
  const config = readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
  const used = new Set(
    [...`${CSS}\n${config}`.matchAll(/var\((--tdex-code-[\w-]+)\)/g)].map((m) => m[1]),
  );
  assert.ok(used.has('--tdex-code-keyword') && used.has('--tdex-code-background'));
  for (const name of used) assert.ok(name in MODES.light, `${name} is used but never set`);
});

for (const [mode, variables] of Object.entries(MODES)) {
  test(`every code color reaches ${MIN_RATIO}:1 on the ${mode} code background`, () => {
    const background = variables['--tdex-code-background'];
    const failures = Object.entries(variables)
      .filter(([name]) => name !== '--tdex-code-background')
      .map(([name, color]) => ({
        name,
        color,
        ratio: Number(contrast(color, background).toFixed(2)),
      }))
      .filter(({ratio}) => ratio < MIN_RATIO);
    assert.deepEqual(failures, [], `on ${background}`);
  });
}
