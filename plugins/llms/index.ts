import path from 'node:path';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {
  DocMetadata,
  LoadedContent as DocsContent,
  LoadedVersion,
} from '@docusaurus/plugin-content-docs';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {markdownCopy, mdxToMarkdown} from './markdown.mjs';

// For readers who work through tools (issue 14). After the build, writes
// - a Markdown copy of every docs page and blog post, beside its index.html: the page at
//   /docs/v1/provider/intro/ has its copy at /docs/v1/provider/intro/index.md;
// - /llms.txt (latest docs and the blog) and <version path>/llms.txt for each released version
//   (/docs/v1/llms.txt, ...), in the llmstxt.org format, each with an llms-full.txt that holds the
//   copies of every page it lists.
// The copies are converted from each page's MDX source (./markdown.mjs), not from the HTML. They are
// not routes: the sitemap and the search indexes never see them. The pages link their copy in
// their <head> and through the "Copy page as Markdown" button (src/components/PageMarkdown).

// The summary line (llmstxt.org's blockquote) of every llms.txt. Kept here rather than in the plugin's
// options: the site config, options included, is part of every page's main.js.
const SUMMARY =
  'Documentation and blog of TDEX, a decentralized trading network on Liquid (a Bitcoin sidechain): how traders swap assets with liquidity providers, how providers run the tdex-daemon, and the protocol specifications.';

/** The copy of the page at `permalink`: beside its index.html, whether or not the permalink ends in `/`. */
const markdownCopyPath = (permalink: string): string => permalink.replace(/\/?$/, '/index.md');

interface Page {
  title: string;
  description: string;
  permalink: string;
  /** The copy, ready to write. */
  markdown: string;
  listed: boolean;
}

interface Section {
  title: string;
  pages: Page[];
}

interface Index {
  /** Site path of the folder of llms.txt and llms-full.txt (`/` or `/docs/v1/`). */
  dir: string;
  title: string;
  summary: string;
  details: string;
  sections: Section[];
  /** Pages of src/pages/tools/ (no Markdown copy): the builder tools, listed at the root only. */
  tools?: {title: string; url: string; notes: string}[];
  optional: {title: string; url: string; notes: string}[];
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
const TOOLS_PATH = '/tools/';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

const isoDate = (time: number | Date | string | undefined | null): string | undefined =>
  time === undefined || time === null ? undefined : new Date(time).toISOString().slice(0, 10);

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

export default function llmsPlugin(context: LoadContext): Plugin<undefined> {
  const {siteDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  let allContent: AllContent | undefined;

  const absoluteUrl = (sitePath: string) => `${siteUrl}${sitePath}`;
  // Page addresses as the site publishes them: metadata permalinks have no trailing slash.
  const pageUrl = (permalink: string) => {
    const {trailingSlash} = siteConfig;
    const sitePath =
      trailingSlash === true
        ? permalink.replace(/\/?$/, '/')
        : trailingSlash === false && permalink !== siteConfig.baseUrl
          ? permalink.replace(/\/$/, '')
          : permalink;
    return absoluteUrl(sitePath);
  };
  const sourceFile = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));

  return {
    name: 'tdex-llms',

    allContentLoaded(args) {
      allContent = args.allContent;
    },

    async postBuild({outDir}) {
      const docs = allContent?.[DOCS_PLUGIN]?.default as DocsContent | undefined;
      const blog = allContent?.[BLOG_PLUGIN]?.default as BlogContent | undefined;
      if (!docs || !blog) throw new Error('[tdex-llms] the docs or blog content is missing');

      // Where each Markdown file of the site is published: links between pages resolve through it.
      const permalinkOf = new Map<string, string>();
      for (const version of docs.loadedVersions) {
        for (const doc of version.docs) permalinkOf.set(sourceFile(doc.source), doc.permalink);
      }
      for (const post of blog.blogPosts) {
        permalinkOf.set(sourceFile(post.metadata.source), post.metadata.permalink);
      }

      const resolver =
        (file: string, permalink: string, contentDirs: string[]) => (url: string) => {
          // `pathname:///x` is Docusaurus's link to a file of static/ (kept out of its router).
          if (url.startsWith('pathname://')) return absoluteUrl(url.slice('pathname://'.length));
          if (SCHEME.test(url)) return url;
          if (url.startsWith('#')) return pageUrl(permalink) + url;
          if (url.startsWith('/')) return absoluteUrl(url);
          const [, filePath, rest] = /^([^?#]*)(.*)$/.exec(url)!;
          if (!/\.mdx?$/.test(filePath)) return new URL(url, pageUrl(permalink)).href;
          // As Docusaurus resolves a link to a file: from the page's folder, then from the version's.
          for (const dir of [path.dirname(file), ...contentDirs]) {
            const target = permalinkOf.get(path.resolve(dir, decodeURI(filePath)));
            if (target) return pageUrl(target) + rest;
          }
          return null;
        };

      const versionLabel = (version: LoadedVersion) =>
        version.isLast
          ? `${version.label} (the newest docs)`
          : `${version.label}${version.banner === 'unmaintained' ? ' (no longer maintained)' : ''}`;

      const docPage = async (version: LoadedVersion, doc: DocMetadata): Promise<Page> => {
        const file = sourceFile(doc.source);
        const body = mdxToMarkdown(await readFile(file, 'utf8'), {
          resolveLink: resolver(file, doc.permalink, [version.contentPath]),
        });
        const updated = isoDate(doc.lastUpdatedAt);
        return {
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          listed: !doc.unlisted,
          markdown: markdownCopy({
            title: doc.title,
            description: doc.description,
            url: pageUrl(doc.permalink),
            facts: [
              ['Docs version', versionLabel(version)],
              ...(updated ? [['Last updated', updated] as [string, string]] : []),
            ],
            body,
          }),
        };
      };

      const postPage = async ({metadata}: BlogPost): Promise<Page> => {
        const file = sourceFile(metadata.source);
        const body = mdxToMarkdown(await readFile(file, 'utf8'), {
          resolveLink: resolver(file, metadata.permalink, []),
        });
        const updated = isoDate(metadata.lastUpdatedAt);
        const authors = metadata.authors.map((a) => a.name).filter(Boolean);
        return {
          title: metadata.title,
          description: metadata.description,
          permalink: metadata.permalink,
          listed: !metadata.unlisted,
          markdown: markdownCopy({
            title: metadata.title,
            description: metadata.description,
            url: pageUrl(metadata.permalink),
            facts: [
              ['Published', isoDate(metadata.date)!],
              ...(authors.length > 0 ? [['Authors', authors.join(', ')] as [string, string]] : []),
              ...(updated ? [['Last updated', updated] as [string, string]] : []),
            ],
            body,
          }),
        };
      };

      // One llms.txt per version; the newest also lists the blog, at the site root.
      const indexes: Index[] = [];
      const versionIndexes = new Map<string, string>();
      for (const version of docs.loadedVersions) {
        const pages = new Map<string, Page>();
        for (const doc of version.docs) pages.set(doc.id, await docPage(version, doc));
        const sections = sidebarSections(version, pages);
        const dir = version.isLast ? siteConfig.baseUrl : version.path.replace(/\/?$/, '/');
        versionIndexes.set(version.versionName, dir);
        indexes.push({
          dir,
          title: version.isLast
            ? siteConfig.title
            : `${siteConfig.title} docs, version ${version.label}`,
          summary: SUMMARY,
          details: version.isLast
            ? `This file lists the latest docs, which describe the newest tdex-daemon, and the blog. Each link leads to the Markdown copy of a page.`
            : `This file lists the docs of version ${versionLabel(version)}, at ${pageUrl(version.path)}. Each link leads to the Markdown copy of a page.`,
          sections,
          optional: [],
        });
      }
      const root = indexes.find((index) => index.dir === siteConfig.baseUrl)!;
      const posts = await Promise.all(blog.blogPosts.map(postPage));
      root.sections.push({title: 'Blog', pages: posts});

      // The builder tools are React pages: each is listed with the title and description of its
      // built HTML, so a new tool needs no edit here.
      const sitePages = (allContent?.[PAGES_PLUGIN]?.default ?? []) as {permalink: string}[];
      const decode = (text: string) =>
        text
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&');
      root.tools = [];
      for (const {permalink} of sitePages) {
        if (!permalink.startsWith(TOOLS_PATH) || permalink === TOOLS_PATH) continue;
        const html = await readFile(
          path.join(outDir, permalink.slice(siteConfig.baseUrl.length), 'index.html'),
          'utf8',
        );
        const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? permalink;
        // The built HTML is minified: attribute values may come without quotes.
        const meta = /<meta[^>]*\sname=["']?description["'\s][^>]*>/.exec(html)?.[0] ?? '';
        const content = /\scontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(meta);
        const notes = content?.[1] ?? content?.[2] ?? content?.[3] ?? '';
        root.tools.push({
          title: decode(title).replace(` | ${siteConfig.title}`, ''),
          url: pageUrl(permalink),
          notes: decode(notes),
        });
      }

      // Every index points to the others, in the Optional section (llmstxt.org: may be skipped).
      for (const index of indexes) {
        for (const version of docs.loadedVersions) {
          const dir = versionIndexes.get(version.versionName)!;
          if (dir === index.dir) continue;
          index.optional.push({
            title: version.isLast ? 'Latest docs and blog' : `Docs, version ${version.label}`,
            url: absoluteUrl(`${dir}llms.txt`),
            notes: version.isLast
              ? 'the index of the newest docs and of the blog'
              : `the index of the docs of version ${versionLabel(version)}`,
          });
        }
      }

      const write = async (sitePath: string, text: string) => {
        const file = path.join(outDir, sitePath.slice(siteConfig.baseUrl.length));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, text);
      };

      for (const index of indexes) {
        for (const section of index.sections) {
          for (const page of section.pages)
            await write(markdownCopyPath(page.permalink), page.markdown);
        }
        await write(`${index.dir}llms.txt`, llmsTxt(index, absoluteUrl));
        await write(`${index.dir}llms-full.txt`, llmsFullTxt(index));
      }
    },
  };
}

// The sections of a version's llms.txt, in sidebar order: the docs at the top of the sidebar first,
// then one section per top-level category with every doc inside it. Docs in no sidebar come last.
function sidebarSections(version: LoadedVersion, pages: Map<string, Page>): Section[] {
  type Item = {
    type: string;
    id?: string;
    label?: string;
    items?: Item[];
    link?: {type: string; id?: string};
  };
  const seen = new Set<string>();
  const docsIn = (items: Item[]): Page[] =>
    items.flatMap((item) => {
      const ids = [
        ...(item.type === 'doc' || item.type === 'ref' ? [item.id] : []),
        ...(item.type === 'category' && item.link?.type === 'doc' ? [item.link.id] : []),
      ].filter((id): id is string => !!id && !seen.has(id) && pages.has(id));
      ids.forEach((id) => seen.add(id));
      return [...ids.map((id) => pages.get(id)!), ...(item.items ? docsIn(item.items) : [])];
    });

  const sections: Section[] = [];
  const top: Page[] = [];
  for (const sidebar of Object.values(version.sidebars) as Item[][]) {
    for (const item of sidebar) {
      if (item.type === 'category') {
        const categoryPages = docsIn([item]);
        if (categoryPages.length > 0)
          sections.push({title: item.label ?? '', pages: categoryPages});
      } else {
        top.push(...docsIn([item]));
      }
    }
  }
  const rest = [...pages.entries()].filter(([id]) => !seen.has(id)).map(([, page]) => page);
  return [
    ...(top.length > 0 ? [{title: 'Start here', pages: top}] : []),
    ...sections,
    ...(rest.length > 0 ? [{title: 'Other pages', pages: rest}] : []),
  ];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
// A page title as the text of a Markdown link.
const linkText = (text: string) => oneLine(text).replace(/[[\]\\]/g, '\\$&');

// llmstxt.org: an H1 with the name, a blockquote summary, free text, then H2 sections of
// `- [name](url): notes` lines; a section named "Optional" holds what a short context may skip.
function llmsTxt(index: Index, absoluteUrl: (sitePath: string) => string): string {
  const lines = [`# ${index.title}`, '', `> ${oneLine(index.summary)}`, '', index.details, ''];
  for (const section of index.sections) {
    const listed = section.pages.filter((page) => page.listed);
    if (listed.length === 0) continue;
    lines.push(`## ${section.title}`, '');
    for (const page of listed) {
      const notes = page.description ? `: ${oneLine(page.description)}` : '';
      lines.push(
        `- [${linkText(page.title)}](${absoluteUrl(markdownCopyPath(page.permalink))})${notes}`,
      );
    }
    lines.push('');
  }
  if (index.tools && index.tools.length > 0) {
    lines.push('## Tools', '');
    for (const {title, url, notes} of index.tools)
      lines.push(`- [${linkText(title)}](${url})${notes ? `: ${oneLine(notes)}` : ''}`);
    lines.push('');
  }
  lines.push('## Optional', '');
  lines.push(
    `- [Full text](${absoluteUrl(`${index.dir}llms-full.txt`)}): the Markdown copies of every page listed above, in one file`,
  );
  for (const {title, url, notes} of index.optional) lines.push(`- [${title}](${url}): ${notes}`);
  lines.push('');
  return lines.join('\n');
}

function llmsFullTxt(index: Index): string {
  const header = [
    `# ${index.title}`,
    '',
    `> ${oneLine(index.summary)}`,
    '',
    index.details,
    '',
  ].join('\n');
  const pages = index.sections.flatMap((section) => section.pages.filter((page) => page.listed));
  return [header, ...pages.map((page) => page.markdown)].join('\n---\n\n');
}
