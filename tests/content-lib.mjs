// Shared helpers for the tests on page sources: which files are doc pages and blog posts, their front
// matter, and their code fences. Not a test file itself (node --test only runs *.test.mjs here).
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import YAML from 'yaml';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PAGE_FILE = /\.mdx?$/;

function walk(dir, files = []) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (PAGE_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

// Every doc page of every version and every blog post, as paths relative to the repository root,
// sorted. Found from the folders: docs/, versioned_docs/version-*/ and blog/ (posts are the Markdown
// files at its top level or in a folder of their own).
export function contentFiles(root = ROOT) {
  const docs = walk(path.join(root, 'docs'));
  const versioned = readdirSync(path.join(root, 'versioned_docs'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('version-'))
    .flatMap((entry) => walk(path.join(root, 'versioned_docs', entry.name)));
  const blog = walk(path.join(root, 'blog'));
  return [...docs, ...versioned, ...blog].map((file) => path.relative(root, file)).sort();
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

// A page of the repository: its path, front matter and fences.
export function readPage(file, root = ROOT) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const {data, keys, body, bodyLine} = splitFrontMatter(source);
  return {file, data, keys, fences: codeFences(body, bodyLine)};
}

// How a failure names a sample: `page:line (sample 2, "title")`.
export function sampleLabel(file, fence, index) {
  const title = fence.title ? `, "${fence.title}"` : '';
  return `${file}:${fence.line} (${fence.lang} sample ${index + 1}${title})`;
}
