import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Config, OnBrokenMarkdownLinksFunction} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {PrismTheme} from 'prism-react-renderer';
import {gitHistory} from './plugins/llms/git.mjs';
import {createParseFrontMatter, sidebarItemsGenerator} from './plugins/reading-order/index.mjs';
import {CURRENT_VERSION_PATH, landingPageOf, versionPath} from './src/utils/docsVersions.mjs';
import versions from './versions.json';

// This file runs in Node.js: no browser APIs or JSX here.

const SITE_URL = 'https://dev.tdex.network';
const GITHUB_ORG_URL = 'https://github.com/tdex-network';
const TWITTER_URL = 'https://twitter.com/tdexnetwork';
// A constant, not the build year: the copyright line must not change on its own.
const COPYRIGHT_YEAR = 2025;
// The footer's copyright, under the link columns: HTML, which the theme renders inside <footer>
// (src/css/custom.css styles the license line).
const COPYRIGHT_HTML =
  `© ${COPYRIGHT_YEAR} TDEX Network. Built with Docusaurus.` +
  `<p class="tdex-license">TDEX is <a href="${GITHUB_ORG_URL}" target="_blank" rel="noopener noreferrer">` +
  'free and open-source software</a>, released under the MIT license.</p>';

// Released doc versions that no longer get updates show Docusaurus's "unmaintained" banner.
// Cutting a version (`npm run version:cut -- X.Y.Z`, which keeps versions.json newest first) needs
// no edit here: every entry of versions.json gets its label, path and banner from the rules below.
const UNMAINTAINED_VERSIONS: readonly string[] = ['0.9.1'];

// The tdex-daemon release a docs version documents: the tag most of its pages were checked against
// (their `checked_against` front matter). The version menu shows it under the version's label
// (src/theme/NavbarItem/DocsVersionDropdownNavbarItem), so a new version needs no edit here.
function daemonReleaseOf(treeDir: string): string | undefined {
  const counts = new Map<string, number>();
  const dir = path.join(__dirname, treeDir);
  for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!/\.mdx?$/.test(file)) continue;
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dir, file), 'utf8'));
    for (const [, ref] of (frontMatter?.[1] ?? '').matchAll(
      /repo: tdex-network\/tdex-daemon\s+ref: (\S+)/g,
    )) {
      counts.set(ref, (counts.get(ref) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const ANNOUNCEMENT_HTML =
  'TDEX protocol v2 is live. <a href="/blog/announcing-tdex-v2/">Read the announcement</a>.';
// Derived from the content, so readers who closed an older announcement see a new one again.
const ANNOUNCEMENT_ID = `announcement-${createHash('sha1').update(ANNOUNCEMENT_HTML).digest('hex').slice(0, 8)}`;

// Code colors are CSS variables set per color mode in src/css/custom.css, where each Prism token
// class gets its color. The server-rendered code blocks are then right in both modes, and the browser
// never re-renders them for the reader's mode (src/theme/CodeBlock).
const CODE_THEME = {
  plain: {color: 'var(--tdex-code-color)', backgroundColor: 'var(--tdex-code-background)'},
  styles: [],
} satisfies PrismTheme;

// Pages show the date of the last commit that changed their file (issue 14); a copy of the site
// without git history shows none (plugins/llms/git.mjs).
const SHOW_LAST_UPDATE = gitHistory(__dirname) !== 'none';

const docsVersions: NonNullable<DocsOptions['versions']> = {
  current: {label: 'latest', path: CURRENT_VERSION_PATH, banner: 'none'},
  ...Object.fromEntries(
    versions.map((version) => [
      version,
      {
        label: version,
        // /docs/v<major>/ for the newest release of each major version (src/utils/docsVersions.mjs).
        path: versionPath(version, versions),
        banner: UNMAINTAINED_VERSIONS.includes(version) ? 'unmaintained' : 'none',
      },
    ]),
  ),
};

const blogOptions = {
  showReadingTime: true,
  blogSidebarCount: 'ALL',
  postsPerPage: 'ALL',
  tags: 'tags.yml',
  authorsMapPath: 'authors.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  showLastUpdateTime: SHOW_LAST_UPDATE,
  feedOptions: {
    type: ['rss', 'atom'],
    copyright: `© ${COPYRIGHT_YEAR} TDEX Network`,
  },
  editUrl: 'https://github.com/tdex-network/dev-portal/edit/master/',
} satisfies BlogOptions;

// A Markdown link to a file that does not exist (`[x](./missing.md)`) is a warning, not an error:
// the build goes on and the link leads to the landing page of its docs version (or the blog), so
// readers never follow it to a 404. The warning names the file, the line and the link. (With the
// stock 'warn', the unresolved `./missing.md` stays as it is, and onBrokenLinks: 'throw' then fails
// the build anyway.) Reference-style definitions are resolved the same way.
const onBrokenMarkdownLinks: OnBrokenMarkdownLinksFunction = ({sourceFilePath, url, node}) => {
  const fallback = landingPageOf(sourceFilePath, versions);
  const line = node.position?.start.line;
  console.warn(
    `[WARNING] Markdown link with URL \`${url}\` in source file "${sourceFilePath}"${line ? ` (line ${line})` : ''} couldn't be resolved: it links to ${fallback} instead. Link to an existing .md file of the same docs version.`,
  );
  return fallback;
};

const config = {
  title: 'TDEX Network',
  tagline: 'Trading Unleashed',
  favicon: 'img/favicon.svg',
  // The same icon for browsers without SVG favicons, and for phones' home screens; drawn from
  // favicon.svg by scripts/make-icons.mjs. robots.txt (in static/) names the sitemap.
  headTags: [
    {tagName: 'link', attributes: {rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32 48x48'}},
    {
      tagName: 'link',
      attributes: {rel: 'apple-touch-icon', sizes: '180x180', href: '/img/apple-touch-icon.png'},
    },
  ],
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: true,
  organizationName: 'tdex-network',
  projectName: 'dev-portal',

  future: {
    v4: true,
    // `npm run bench` times cold builds with the faster bundler (Rspack, SWC, LightningCSS) on and
    // off; DOCUSAURUS_FASTER=false turns it off for one build (webpack and Babel instead).
    ...(process.env.DOCUSAURUS_FASTER === 'false' ? {faster: false} : {}),
  },
  // Keep the storage keys of the previous portal (`theme`, `docusaurus.announcement.dismiss`, ...)
  // so returning readers keep their colour mode and preferred version.
  storage: {namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks},
    // Previous/Next of every doc page, from its version's reading-order.json (plugins/reading-order).
    parseFrontMatter: createParseFrontMatter(__dirname),
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  customFields: {
    // What each docs version documents, and which are unmaintained, for the version menu.
    docsVersionReleases: Object.fromEntries(
      [
        ['current', 'docs'],
        ...versions.map((version) => [version, `versioned_docs/version-${version}`]),
      ].flatMap(([version, dir]) => {
        const daemon = daemonReleaseOf(dir);
        return daemon
          ? [[version, {daemon, unmaintained: UNMAINTAINED_VERSIONS.includes(version)}]]
          : [];
      }),
    ),
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // Every version's sidebar in the order of its reading-order.json (plugins/reading-order).
          sidebarItemsGenerator,
          lastVersion: 'current',
          versions: docsVersions,
          showLastUpdateTime: SHOW_LAST_UPDATE,
          editUrl: 'https://github.com/tdex-network/dev-portal/edit/master/',
        },
        // The blog is registered below through ./plugins/blog, which drops author pages.
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/search/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  // Starts loading the code of on-demand parts the server rendered (src/utils/onDemand.ts).
  clientModules: ['./src/clientModules/onDemand.ts'],

  plugins: [
    ['./plugins/blog/index.ts', blogOptions],
    './plugins/perf/index.ts',
    // A Markdown copy of every docs page and blog post, and the llms.txt files (issue 14).
    './plugins/llms/index.ts',
    // The order of search results (the queries it must answer: e2e/search/queries.json).
    './plugins/search/index.ts',
    // Where each folder's pages start in each docs version, for version switches and the
    // not-found page (src/utils/movedPages.mjs).
    './plugins/reading-order/sections.mjs',
  ],
  themes: [
    '@docusaurus/theme-mermaid',
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        indexDocs: true,
        indexBlog: true,
        indexPages: false,
        docsRouteBasePath: 'docs',
        highlightSearchTermsOnTargetPage: true,
        explicitSearchResultPath: true,
        searchBarShortcutHint: true,
      } satisfies SearchOptions,
    ],
  ],

  themeConfig: {
    image: 'img/tdex-social-card.png',
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: ANNOUNCEMENT_HTML,
      isCloseable: true,
      // Set per color mode in src/css/custom.css (the stock bar is white in both modes).
      backgroundColor: 'var(--tdex-announcement-background)',
      textColor: 'var(--tdex-announcement-color)',
    },
    navbar: {
      title: 'Developer Portal',
      hideOnScroll: true,
      logo: {
        alt: 'TDEX logo',
        src: 'img/logo.svg',
        // The navbar logo is 2rem high; with its size known before the SVG arrives, the title next
        // to it no longer shifts on mobile (Lighthouse: CLS 0.0006 without these).
        width: 32,
        height: 32,
      },
      items: [
        {type: 'doc', docId: 'intro', label: 'Docs', position: 'left'},
        {to: '/blog/', label: 'Blog', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        // Which protocol the docs being read describe (src/components/ProtocolBadge).
        {type: 'custom-protocolBadge', position: 'right'},
        {href: GITHUB_ORG_URL, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'DOCS',
          items: [
            {label: 'Specifications', to: '/docs/latest/specs/index/'},
            {label: 'Trader', to: '/docs/latest/trader/intro/'},
            {label: 'Liquidity Provider', to: '/docs/latest/provider/intro/'},
          ],
        },
        {
          title: 'COMMUNITY',
          items: [{label: 'X (Twitter)', href: TWITTER_URL}],
        },
        {
          title: 'MORE',
          items: [
            {label: 'Blog', to: '/blog/'},
            {label: 'GitHub', href: GITHUB_ORG_URL},
            // The Markdown index of the docs for AI tools (llmstxt.org; plugins/llms): a file, not
            // a route, so pathname:// keeps the router and the link checker off it.
            {label: 'llms.txt', to: 'pathname:///llms.txt'},
          ],
        },
      ],
      copyright: COPYRIGHT_HTML,
    },
    docs: {
      sidebar: {hideable: true},
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
    prism: {
      theme: CODE_THEME,
      darkTheme: CODE_THEME,
      // Every language that code blocks highlight, in dependency order (markup and clike before
      // javascript, before typescript), added to prism-react-renderer's own (plugins/perf/client/prism.ts).
      // tests/theme/prism-languages.test.mjs fails when a page uses a language missing here.
      additionalLanguages: [
        'markup',
        'clike',
        'javascript',
        'typescript',
        'json',
        'yaml',
        'ini',
        'python',
        'bash',
        'hcl',
        'protobuf',
      ],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
