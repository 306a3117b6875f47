// The private surfaces of Docusaurus that the site's code rests on, each with the text that must
// still be there. If an upgrade moves one, what rests on it breaks silently (Prism back in main.js,
// a new announcement hidden, the phone rules of the search panel matching nothing): the build stops
// here instead, naming the file, the text and what rests on it. A missing export or file also fails
// `tsc` or the bundler; this says which part of the site to look at. The search plugin's own files
// are checked by plugins/search, the compile hint's by ./compile-hints.ts.
export const PRIVATE_SURFACES: {file: string; needs: string[]; why: string}[] = [
  {
    file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    needs: ['prismIncludeLanguages(Prism)'],
    why: 'plugins/perf replaces this client module to keep Prism out of main.js (THEME_PRISM_CLIENT_MODULE)',
  },
  {
    file: '@docusaurus/theme-common/lib/internal.js',
    needs: [
      'useAnnouncementBar',
      'TabsProvider',
      'useTabs',
      'useTabsContextValue',
      'sanitizeTabsChildren',
      'useScrollPositionBlocker',
      'useCodeBlockContext',
    ],
    why: 'the ejected AnnouncementBar, Tabs and CodeBlock/Content import these from @docusaurus/theme-common/internal',
  },
  {
    file: '@docusaurus/theme-common/lib/contexts/announcementBar.js',
    needs: ["createStorageSlot('docusaurus.announcement.id')"],
    why: 'src/theme/AnnouncementBar reads the id of the announcement the reader last saw from this storage key',
  },
  {
    file: '@docusaurus/theme-classic/lib/inlineScripts.js',
    needs: ["'data-announcement-bar-initially-dismissed'"],
    why: "src/theme/AnnouncementBar lifts the inline script's early hiding of the bar through this attribute",
  },
  {
    file: '@docusaurus/core/lib/webpack/base.js',
    needs: ['localIdentName: `[local]_[contenthash:base64:4]`'],
    why: "src/css/custom.css finds the search panel's parts by their CSS-module class names, which core names <local>_<hash> ([class*='suggestion_'], hitTitle_, hitPath_)",
  },
];

/** What is wrong with the private surfaces, given how to read a module's file: empty if nothing. */
export function privateSurfaceProblems(read: (file: string) => string): string[] {
  return PRIVATE_SURFACES.flatMap(({file, needs, why}) => {
    let source = '';
    try {
      source = read(file);
    } catch {
      return [`${file} is gone (Docusaurus moved it). ${why}.`];
    }
    return needs
      .filter((text) => !source.includes(text))
      .map((text) => `${file} no longer has \`${text}\` (Docusaurus moved it). ${why}.`);
  });
}
