#!/usr/bin/env node
// Draws the icons that browsers and phones ask for from static/img/favicon.svg, with the Chromium
// the browser tests use: `node scripts/make-icons.mjs`. Run it when the SVG changes and commit
// what it writes; the build only copies them.
// - static/favicon.ico: 16, 32 and 48 px (PNG images in an ICO container), for browsers and tools
//   that ask for /favicon.ico whatever the page says.
// - static/img/apple-touch-icon.png: 180 px, on the icon's own background to the corners (iOS
//   rounds the corners itself and would show black where the SVG is transparent).
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS} from './chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SVG = readFileSync(path.join(ROOT, 'static/img/favicon.svg'), 'utf8');
const ICO_SIZES = [16, 32, 48];
const TOUCH_SIZE = 180;
const TOUCH_BACKGROUND = '#0b0b0b';

async function render(page, size, background) {
  await page.setViewportSize({width: size, height: size});
  const svg = SVG.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(
    `<body style="margin:0;background:${background ?? 'transparent'}">${svg}</body>`,
  );
  return page.screenshot({
    omitBackground: !background,
    clip: {x: 0, y: 0, width: size, height: size},
  });
}

// An ICO file holding PNG images: a 6-byte header, a 16-byte entry per image, then the images.
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({size, png}) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({png}) => png)]);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: PLAYWRIGHT_CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage({deviceScaleFactor: 1});
  const images = [];
  for (const size of ICO_SIZES) images.push({size, png: await render(page, size)});
  writeFileSync(path.join(ROOT, 'static/favicon.ico'), ico(images));
  writeFileSync(
    path.join(ROOT, 'static/img/apple-touch-icon.png'),
    await render(page, TOUCH_SIZE, TOUCH_BACKGROUND),
  );
  console.log(
    `static/favicon.ico (${ICO_SIZES.join(', ')} px), static/img/apple-touch-icon.png (${TOUCH_SIZE} px)`,
  );
} finally {
  await browser.close();
}
