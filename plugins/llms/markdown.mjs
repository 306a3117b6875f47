// Turns the MDX source of a doc page or blog post into the clean Markdown of its copy: what the page
// shows, written as plain CommonMark + GFM. Built on the remark packages that Docusaurus's own MDX
// loader uses, so a page parses here exactly as it does for the site.
//
// - front matter, import/export lines and {/* comments */} are dropped;
// - <Tabs>: each <TabItem>'s content under its label, as a bold line;
// - admonitions (:::tip ... :::) become quotes that start with their type and title;
// - ```mermaid fences (and every other code fence) stay as written;
// - links to other pages become absolute page URLs, as on the page (see `resolveLink`).
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';

/** The admonition types of theme-classic, with the word the copy starts their quote with. */
export const ADMONITION_LABELS = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkDirective)
  .use(remarkGfm);

const stringifier = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  tightDefinitions: true,
});

/**
 * @typedef {object} ConvertOptions
 * @property {(url: string) => string | null} resolveLink The absolute URL a link of the page leads
 *   to (`./fee_account.md#fees`, `/blog/x/`, `#anchor`, `https://...`), or null when the page
 *   publishes it as plain text (a Markdown link to a missing file).
 */

/**
 * The Markdown body of a page (without its title) from its MDX source.
 * @param {string} source the .md/.mdx file as written, front matter included
 * @param {ConvertOptions} options
 * @returns {string}
 */
export function mdxToMarkdown(source, options) {
  const tree = parser.parse(source);
  const body = transformChildren(tree.children, {...options, source});
  // A leading `# Title` is the page title, which the copy's own header already gives.
  if (body[0]?.type === 'heading' && body[0].depth === 1) body.shift();
  const markdown = stringifier.stringify({type: 'root', children: body});
  return markdown.trim() + '\n';
}

/**
 * The whole copy: title, description, a few facts about the page, then the body.
 * @param {object} page
 * @param {string} page.title
 * @param {string} [page.description]
 * @param {string} page.url canonical URL of the page
 * @param {Array<[string, string]>} [page.facts] further label/value lines (version, dates)
 * @param {string} page.body from mdxToMarkdown()
 * @returns {string}
 */
export function markdownCopy({title, description, url, facts = [], body}) {
  const lines = [`# ${escapeLine(title)}`, ''];
  if (description) lines.push(`> ${escapeLine(description)}`, '');
  lines.push(`- Canonical URL: ${url}`);
  for (const [label, value] of facts) lines.push(`- ${label}: ${value}`);
  lines.push('', body.trimEnd(), '');
  return lines.join('\n');
}

// Titles and descriptions are one line of plain text.
const escapeLine = (text) => text.replace(/\s+/g, ' ').trim();

/** @returns {any[]} the nodes that replace `children` in the copy */
function transformChildren(children, context) {
  return children.flatMap((node) => transformNode(node, context));
}

function withChildren(node, context) {
  return 'children' in node ? {...node, children: transformChildren(node.children, context)} : node;
}

/** @returns {any[]} what replaces `node`: nothing, itself (transformed) or other nodes */
function transformNode(node, context) {
  switch (node.type) {
    case 'yaml':
    case 'toml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expression(node);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, context);
    case 'containerDirective':
      return directive(node, context);
    case 'leafDirective':
    case 'textDirective':
      // Not an admonition: Docusaurus shows such text as written.
      return [{type: 'text', value: sourceOf(node, context)}];
    case 'heading':
      return [headingWithoutId(withChildren(node, context))];
    case 'link':
    case 'definition':
      return link(node, context);
    case 'image':
      return [{...node, url: context.resolveLink(node.url) ?? node.url}];
    default:
      return [withChildren(node, context)];
  }
}

// `{/* comment */}` and `{/* truncate */}` disappear; a string literal such as {'<'} is its text.
function expression(node) {
  const value = node.value.trim();
  if (value === '' || /^\/\*[\s\S]*\*\/$/.test(value)) return [];
  const literal = /^(['"])((?:\\.|(?!\1).)*)\1$/.exec(value);
  const text = literal ? literal[2].replace(/\\(.)/g, '$1') : `{${node.value}}`;
  return node.type === 'mdxFlowExpression'
    ? [{type: 'paragraph', children: [{type: 'text', value: text}]}]
    : [{type: 'text', value: text}];
}

function attribute(node, name) {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr) return undefined;
  if (typeof attr.value === 'string') return attr.value;
  // label={'Docker'} or label={`Docker`}: a plain literal only.
  const literal = /^\s*(['"`])(.*)\1\s*$/.exec(attr.value?.value ?? '');
  return literal ? literal[2] : undefined;
}

function jsxElement(node, context) {
  const children = transformChildren(node.children, context);
  if (node.name === 'Tabs') {
    // Each tab in turn: its label as a bold line, then its content, as a reader who opens every tab.
    return children;
  }
  if (node.name === 'TabItem') {
    const label = attribute(node, 'label') ?? attribute(node, 'value') ?? '';
    return [
      {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]},
      ...children,
    ];
  }
  if (node.name === 'summary' || node.name === 'Summary') {
    return [{type: 'paragraph', children: [{type: 'strong', children: inline(children)}]}];
  }
  if (node.name === 'br') return [{type: 'break'}];
  if (node.name === 'code' && node.type === 'mdxJsxTextElement') {
    return [{type: 'inlineCode', value: toText(children)}];
  }
  // Any other element (<details>, <div>, a component): its content, without the tag.
  return children;
}

// Block content collapsed to phrasing (for a bold summary line).
function inline(nodes) {
  return nodes.flatMap((n) => (n.type === 'paragraph' ? n.children : [n]));
}

function toText(nodes) {
  return nodes.map((n) => ('value' in n ? n.value : toText(n.children ?? []))).join('');
}

function directive(node, context) {
  const label = ADMONITION_LABELS[node.name];
  const [first, ...rest] = node.children;
  const hasTitle = first?.type === 'paragraph' && first.data?.directiveLabel;
  const body = transformChildren(hasTitle ? rest : node.children, context);
  if (!label) return body;
  const title = hasTitle ? transformChildren(first.children, context) : [];
  const heading =
    title.length > 0
      ? [{type: 'text', value: `${label}: `}, ...title]
      : [{type: 'text', value: label}];
  return [
    {
      type: 'blockquote',
      children: [{type: 'paragraph', children: [{type: 'strong', children: heading}]}, ...body],
    },
  ];
}

// `## Heading {#custom-id}`: the id is for the page's anchor only.
function headingWithoutId(node) {
  const children = [...node.children];
  const last = children.at(-1);
  if (last?.type === 'text') {
    const value = last.value.replace(/\s*\{#[\w-]+\}\s*$/, '');
    children[children.length - 1] = {...last, value};
  }
  return {...node, children};
}

function link(node, context) {
  const url = context.resolveLink(node.url);
  if (url !== null) return [withChildren({...node, url}, context)];
  // A link to a missing file: the page shows its text only (onBrokenMarkdownLinks in the config).
  return node.type === 'link' ? transformChildren(node.children, context) : [];
}

function sourceOf(node, context) {
  const {start, end} = node.position ?? {};
  return start && end ? context.source.slice(start.offset, end.offset) : '';
}
