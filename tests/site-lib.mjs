// Shared helpers for the delivery tests: temporary copies of the site, builds inside them, and
// reading the built HTML. Not a test file itself (node --test only runs *.test.mjs here).
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as cheerio from 'cheerio';
import {copySiteInto} from '../scripts/site-copy.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUILD = path.join(ROOT, 'build');
export const SITE_URL = 'https://dev.tdex.network';

// Copies the repository into a fresh temporary folder and links its node_modules.
// Returns the copy's path; remove it with removeSiteCopy().
export function makeSiteCopy(prefix = 'tdex-site-') {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  copySiteInto(dir);
  return dir;
}

export function removeSiteCopy(dir) {
  if (dir) rmSync(dir, {recursive: true, force: true});
}

// Runs a command and resolves with its exit code and combined output. It never rejects on a
// non-zero exit: the failure tests need the output of failing builds.
export function run(command, args, {cwd = ROOT, env = {}} = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: {...process.env, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, output}));
  });
}

// Builds a copy of the site with the real `docusaurus build`. The bundler's persistent cache stays
// off: it lives in node_modules/.cache, which the copy shares with the checkout through the symlink.
export function buildSite(dir) {
  return run(path.join(ROOT, 'node_modules', '.bin', 'docusaurus'), ['build'], {
    cwd: dir,
    env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', NO_COLOR: '1', FORCE_COLOR: '0'},
  });
}

export function assertBuilt(buildDir = BUILD) {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} holds no built site: run \`npm run build\` first.`);
  }
}

// Every HTML file under `dir`, as paths relative to it, sorted.
export function htmlFiles(dir) {
  return readdirSync(dir, {recursive: true})
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export function loadHtml(file) {
  return cheerio.load(readFileSync(file, 'utf8'));
}

// A TCP port that was free a moment ago on 127.0.0.1.
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Serves build/ with `docusaurus serve` (the same server as the browser tests) on a free port.
// Resolves once the server says it is listening; call stop() when done.
export async function serveBuild() {
  const port = await freePort();
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'docusaurus'),
    ['serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {cwd: ROOT, env: {...process.env, NO_COLOR: '1'}, stdio: ['ignore', 'pipe', 'pipe']},
  );
  let output = '';
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(`127.0.0.1:${port}`)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`docusaurus serve exited (${code}):\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill();
      }),
  };
}

// The site path of an absolute site URL (https://dev.tdex.network/blog/ -> /blog/).
export function sitePath(url) {
  const parsed = new URL(url);
  if (parsed.origin !== SITE_URL) throw new Error(`${url} is not on ${SITE_URL}`);
  return parsed.pathname;
}
