// The one helper module of the node tests (and of the browser tests' data, e2e/support.ts): where
// things are, what the sources say (docs versions, pages, posts, tags), what the build holds (HTML
// files, the sitemap, the docs versions it built), and temporary copies of the site. Paths are
// absolute, from the repository root this file sits in, so a test runs the same from any working
// directory, and a copy of the repository tests itself (scripts/content-meta-test.mjs). HTML and XML
// are read with cheerio only. Not a test file (node --test only runs *.test.mjs).
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import * as cheerio from 'cheerio';
import YAML from 'yaml';
import {CURRENT_VERSION_PATH, versionPath} from '../../src/utils/docsVersions.mjs';
import REPOSITORY_ROOT from './root.cjs';

export const ROOT = REPOSITORY_ROOT;
export const BUILD = path.join(ROOT, 'build');
export const SITE_URL = 'https://dev.tdex.network';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
// Docusaurus's rule for ids: number prefixes are not part of them (`specs/00-index.md` is `specs/index`).
const {DefaultNumberPrefixParser, stripPathNumberPrefixes} = requireFromRoot(
  '@docusaurus/plugin-content-docs/lib/numberPrefix.js',
);

export const readText = (file) => readFileSync(file, 'utf8');
export const readJson = (file) => JSON.parse(readText(file));

// --- Files ----------------------------------------------------------------------------------------

/**
 * Every file under `dir` (absolute), as sorted paths relative to it with `/` separators.
 * @param {string} dir
 * @param {(file: string) => boolean} [filter]
 * @returns {string[]}
 */
export function filesUnder(dir, filter = () => true) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter(filter)
    .sort();
}

// --- Sources: docs versions, pages, posts and tags ------------------------------------------------

/** versions.json: the released docs versions, newest first. */
export const releasedVersions = (root = ROOT) => readJson(path.join(root, 'versions.json'));

/**
 * Every docs tree: the current docs, then each released version, with its folder and its address
 * (`/docs/latest/`, `/docs/v1/`).
 */
export function docsTrees(root = ROOT) {
  const versions = releasedVersions(root);
  return [
    {name: 'current', dir: 'docs', prefix: `/docs/${CURRENT_VERSION_PATH}/`},
    ...versions.map((name) => ({
      name,
      dir: `versioned_docs/version-${name}`,
      prefix: `/docs/${versionPath(name, versions)}/`,
    })),
  ];
}

const PAGE_FILE = /\.mdx?$/;

// Every doc page of every version and every blog post, as paths relative to the repository root,
// sorted. Found from the folders: docs/, versioned_docs/version-*/ and blog/.
export function contentFiles(root = ROOT) {
  const dirs = [...docsTrees(root).map((tree) => tree.dir), 'blog'];
  return dirs
    .flatMap((dir) =>
      filesUnder(path.join(root, dir), (f) => PAGE_FILE.test(f)).map((f) => `${dir}/${f}`),
    )
    .sort();
}

/**
 * The pages of a docs tree, each with its id (its path without extension and number prefixes, or
 * its front matter `id`) and its address (from its `slug` if it has one, as `intro` does).
 */
export function docsPagesOf(tree, root = ROOT) {
  return filesUnder(path.join(root, tree.dir), (f) => PAGE_FILE.test(f)).map((file) => {
    const {data} = readPage(`${tree.dir}/${file}`, root);
    const unprefixed = stripPathNumberPrefixes(
      file.replace(PAGE_FILE, ''),
      DefaultNumberPrefixParser,
    );
    const dir = path.posix.dirname(unprefixed);
    const id = data.id ? path.posix.join(dir, String(data.id)) : unprefixed;
    const slug =
      typeof data.slug === 'string'
        ? data.slug.startsWith('/')
          ? data.slug
          : path.posix.join('/', dir, data.slug)
        : `/${id}`;
    const route = `${tree.prefix}${slug.replace(/^\/+|\/+$/g, '')}/`.replace(/\/\/$/, '/');
    return {file: `${tree.dir}/${file}`, id, route, data};
  });
}

// Splits a page into its front matter (parsed with the yaml package) and its body. `bodyLine` is the
// 1-based line of the page on which the body starts.
export function splitFrontMatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) return {data: {}, keys: [], body: source, bodyLine: 1};
  const document = YAML.parseDocument(match[1]);
  if (document.errors.length > 0) {
    throw new Error(`front matter does not parse: ${document.errors[0].message}`);
  }
  const data = document.toJS() ?? {};
  return {
    data,
    keys: Object.keys(data),
    body: source.slice(match[0].length),
    bodyLine: match[0].split('\n').length,
  };
}

const OPENING = /^( {0,3})(`{3,}|~{3,})(.*)$/;

// The fenced code blocks of a Markdown/MDX text, in order. Each has its language (first word of the
// info string, lower case), its `title="..."` if any, its content (with the indentation of the
// opening fence removed, as CommonMark does) and the 1-based line of its first content line.
// `firstLine` is the line of `text` in the page, so that line numbers point into the page.
export function codeFences(text, firstLine = 1) {
  const lines = text.split('\n');
  const fences = [];
  for (let i = 0; i < lines.length; i += 1) {
    // Fences inside list items are indented by the list marker's width: strip it first.
    const indent = /^\s*/.exec(lines[i])[0].length;
    const opening = OPENING.exec(lines[i].slice(Math.max(0, indent - 3)));
    if (!opening || (opening[2][0] === '`' && opening[3].includes('`'))) continue;
    const marker = opening[2];
    const info = opening[3].trim();
    const closing = new RegExp(`^\\s*${marker[0]}{${marker.length},}\\s*$`);
    const content = [];
    let j = i + 1;
    while (j < lines.length && !closing.test(lines[j])) {
      content.push(lines[j].slice(Math.min(indent, /^\s*/.exec(lines[j])[0].length)));
      j += 1;
    }
    fences.push({
      lang: (info.split(/\s+/)[0] || '').toLowerCase(),
      title: /title="([^"]*)"/.exec(info)?.[1] ?? '',
      content: content.join('\n'),
      line: firstLine + i + 1,
    });
    i = j;
  }
  return fences;
}

// A page of the repository: its path, front matter, body and fences.
export function readPage(file, root = ROOT) {
  const source = readText(path.join(root, file));
  const {data, keys, body, bodyLine} = splitFrontMatter(source);
  return {file, data, keys, body, fences: codeFences(body, bodyLine)};
}

// How a failure names a sample: `page:line (sample 2, "title")`.
export function sampleLabel(file, fence, index) {
  const title = fence.title ? `, "${fence.title}"` : '';
  return `${file}:${fence.line} (${fence.lang} sample ${index + 1}${title})`;
}

/** blog/tags.yml: tag key -> {label, permalink (the path under /blog/tags/, without slashes)}. */
export function blogTags(root = ROOT) {
  const tags = YAML.parse(readText(path.join(root, 'blog/tags.yml')));
  return Object.fromEntries(
    Object.entries(tags).map(([key, tag]) => [
      key,
      {label: tag.label ?? key, permalink: (tag.permalink ?? `/${key}`).replace(/^\/|\/$/g, '')},
    ]),
  );
}

const POST_FILE = /^(\d{4}-\d{2}-\d{2})-(.+?)(?:\/index)?\.mdx?$/;

/**
 * The published blog posts, newest first, as Docusaurus reads them: `blog/YYYY-MM-DD-name.md` (or a
 * folder of that name with an index.md), the date from the file name unless the front matter sets
 * one, the address from `slug` or the name; drafts left out.
 */
export function blogPosts(root = ROOT) {
  const tags = blogTags(root);
  return filesUnder(path.join(root, 'blog'), (f) => POST_FILE.test(f))
    .map((file) => {
      const [, fileDate, name] = POST_FILE.exec(file);
      const {data, body} = readPage(`blog/${file}`, root);
      const slug = String(data.slug ?? name).replace(/^\/|\/$/g, '');
      return {
        file: `blog/${file}`,
        title: data.title,
        date: data.date ? new Date(data.date).toISOString().slice(0, 10) : fileDate,
        path: `/blog/${slug}/`,
        tags: (data.tags ?? []).map((key) => ({key, ...tags[key]})),
        draft: data.draft === true,
        unlisted: data.unlisted === true,
        body,
      };
    })
    .filter((post) => !post.draft)
    .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));
}

/** The tag pages the blog has: every tag of tags.yml that a listed post carries. */
export function usedBlogTags(root = ROOT) {
  const posts = blogPosts(root).filter((post) => !post.unlisted);
  const used = new Map();
  for (const post of posts) for (const tag of post.tags) used.set(tag.key, tag);
  return [...used.values()]
    .map((tag) => ({...tag, posts: posts.filter((p) => p.tags.some((t) => t.key === tag.key))}))
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
}

// --- The built site -------------------------------------------------------------------------------

export function assertBuilt(buildDir = BUILD) {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} holds no built site: run \`npm run build\` first.`);
  }
}

/** Every HTML file of a build, as sorted paths relative to it (`docs/latest/index.html`). */
export const htmlFiles = (buildDir = BUILD) => filesUnder(buildDir, (f) => f.endsWith('.html'));

/** `a/b/index.html` -> `/a/b/`; `404.html` -> `/404.html`. */
export function routeOfFile(file) {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

export const loadHtml = (file) => cheerio.load(readText(file));

/** The built page of a site path (`/docs/v1/` -> build/docs/v1/index.html), parsed. */
export function builtPage(sitePath, buildDir = BUILD) {
  return loadHtml(path.join(buildDir, decodeURIComponent(sitePath), 'index.html'));
}

/** The site path of an absolute site URL (https://dev.tdex.network/blog/ -> /blog/). */
export function sitePath(url) {
  const parsed = new URL(url);
  if (parsed.origin !== SITE_URL) throw new Error(`${url} is not on ${SITE_URL}`);
  return parsed.pathname;
}

const sitemaps = new Map();

/** sitemap.xml of a build, read once: its text and each entry's loc and path. */
export function sitemap(buildDir = BUILD) {
  if (!sitemaps.has(buildDir)) {
    assertBuilt(buildDir);
    const xml = readText(path.join(buildDir, 'sitemap.xml'));
    const $ = cheerio.load(xml, {xmlMode: true});
    const entries = $('urlset > url')
      .toArray()
      .map((url) => {
        const loc = $(url).children('loc').text();
        return {loc, path: sitePath(loc)};
      });
    sitemaps.set(buildDir, {xml, entries, paths: entries.map((entry) => entry.path)});
  }
  return sitemaps.get(buildDir);
}

/**
 * The docs versions the build made, as the docs plugin's global data gives them: name (`current`,
 * `1.0.0`), label, path (`/docs/v1`), isLast, and docs ({id, path}). Written by the last build of
 * `root` into .docusaurus/.
 */
export function builtDocsVersions(root = ROOT) {
  const globalData = readJson(path.join(root, '.docusaurus/globalData.json'));
  return globalData['docusaurus-plugin-content-docs'].default.versions;
}

/** The config the last build of `root` used (written by Docusaurus next to the build). */
export async function builtConfig(root = ROOT) {
  const file = path.join(root, '.docusaurus/docusaurus.config.mjs');
  return (await import(pathToFileURL(file).href)).default;
}

// --- Commands and copies of the site --------------------------------------------------------------

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

// Copies the repository into a fresh temporary folder and links its node_modules. Resolves to the
// copy's path; remove it with removeSiteCopy(). (scripts/site-copy.mjs is loaded here only, since the
// browser tests' loader cannot load it.)
export async function makeSiteCopy(prefix = 'tdex-site-') {
  const {copySiteInto} = await import('../../scripts/site-copy.mjs');
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  copySiteInto(dir);
  return dir;
}

export function removeSiteCopy(dir) {
  if (dir) rmSync(dir, {recursive: true, force: true});
}

// Builds a copy of the site with the real `docusaurus build`. The bundler's persistent cache stays
// off: it lives in node_modules/.cache, which the copy shares with the checkout through the symlink.
export function buildSite(dir) {
  return run(path.join(ROOT, 'node_modules', '.bin', 'docusaurus'), ['build'], {
    cwd: dir,
    env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', NO_COLOR: '1', FORCE_COLOR: '0'},
  });
}

// A TCP port that was free a moment ago on 127.0.0.1.
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}
