// Replaces sortSearchResults.js of @easyops-cn/docusaurus-search-local 0.55.3 (plugins/search), which
// its search worker calls on every result list. Same contract: sorts `results` in place.
//
// Upstream runs each variant of the query (exact words first, then words being typed, without stop
// words, with typos) against the titles, headings, descriptions and contents of the pages, in that
// order, and lists the results as found; then it moves each heading or content result right after its
// page's title, when that title is a result too. A reader of the docs then met blog posts first
// whenever a post's title held the word ("peg-in" listed five rows of a post before the docs' how-to),
// and a section found by the exact words before a page whose title matched a looser variant.
// This sorts by, in turn:
// 1. the page whose title is the query, word for word (the reader typed a title);
// 2. each page's best match: its title, then a heading, a description, the text; a blog post's
//    match counts as one and a half steps weaker, so a docs section on the query beats a post that
//    names it in its title ("peg-in"), and a post
//    whose title names it beats a docs page that only mentions it ("terraform");
// 3. upstream's order, each page with its sections, its title first.

// SearchDocumentType in the plugin's shared/interfaces.js.
const TITLE = 0;
const HEADING = 1;
const DESCRIPTION = 2;
const CONTENT = 4;

interface SearchDocument {
  i: number;
  // Title and address; a section's page is a title document.
  t?: string;
  u?: string;
}

interface SearchResult {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false | undefined;
  tokens: string[];
  index?: number;
}

const words = (text: string): string =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

export function sortSearchResults(results: SearchResult[]): void {
  results.forEach((item, index) => {
    item.index = index;
  });
  const isSectionOfPage = (item: SearchResult) =>
    (item.type === HEADING || item.type === DESCRIPTION || item.type === CONTENT) && item.page;
  // The page a result belongs to: itself for a title, its page for a section.
  const pageOf = (item: SearchResult): SearchDocument =>
    isSectionOfPage(item) ? (item.page as SearchDocument) : item.document;
  // Upstream's position: a section goes with its page's title, when that title is a result.
  const pageIndexOf = (item: SearchResult): number => {
    const pageIndex = isSectionOfPage(item)
      ? results.findIndex((other) => other.document === item.page)
      : item.index!;
    return pageIndex === -1 ? item.index! : pageIndex;
  };
  const typedTitle = (item: SearchResult): number =>
    words(pageOf(item).t ?? '') === words(item.tokens.join(' ')) ? 0 : 1;
  const isBlog = (item: SearchResult): boolean => (pageOf(item).u ?? '').startsWith('/blog/');
  // The best match of each page: the type numbers rank title, heading, description, text.
  const bestMatch = new Map<SearchDocument, number>();
  for (const item of results) {
    const page = pageOf(item);
    bestMatch.set(page, Math.min(bestMatch.get(page) ?? Infinity, item.type));
  }
  const matchRank = (item: SearchResult): number =>
    bestMatch.get(pageOf(item))! + (isBlog(item) ? 1.5 : 0);

  const keyOf = (item: SearchResult): number[] => [
    typedTitle(item),
    matchRank(item),
    pageIndexOf(item),
    item.type === TITLE ? 0 : 1,
    item.index!,
  ];
  const keys = new Map(results.map((item) => [item, keyOf(item)]));
  results.sort((a, b) => {
    const [ka, kb] = [keys.get(a)!, keys.get(b)!];
    const at = ka.findIndex((value, i) => value !== kb[i]);
    return at === -1 ? 0 : ka[at] - kb[at];
  });
}
