// Replaces sortSearchResults.js of @easyops-cn/docusaurus-search-local 0.55.3 (plugins/search), which
// its search worker calls on every result list. Same contract: sorts `results` in place.
//
// Upstream runs each variant of the query (exact words first, then words being typed, without stop
// words, with typos) against the titles, headings, descriptions and contents of the pages, in that
// order, and lists the results as found; then it moves each heading or content result right after its
// page's title, when that title is a result too. So a section found by the exact words came before a
// page whose title matched a looser variant ("peg-in" listed sections before the page titled
// "... peg-in(s) ..."). This adds one rule in front: pages whose title matched the query, each with
// its sections, come first; the rest keeps upstream's order.

// SearchDocumentType in the plugin's shared/interfaces.js.
const TITLE = 0;
const HEADING = 1;
const DESCRIPTION = 2;
const CONTENT = 4;

interface SearchDocument {
  i: number;
}

interface SearchResult {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false | undefined;
  index?: number;
}

export function sortSearchResults(results: SearchResult[]): void {
  results.forEach((item, index) => {
    item.index = index;
  });
  const isSectionOfPage = (item: SearchResult) =>
    (item.type === HEADING || item.type === DESCRIPTION || item.type === CONTENT) && item.page;
  // Upstream's position: a section goes with its page's title, when that title is a result.
  const pageIndexOf = (item: SearchResult): number => {
    const pageIndex = isSectionOfPage(item)
      ? results.findIndex((other) => other.document === item.page)
      : item.index!;
    return pageIndex === -1 ? item.index! : pageIndex;
  };
  // TDEX: 0 for a page whose title matched (and its sections), 1 for anything else.
  const titleRankOf = (item: SearchResult): number =>
    results[pageIndexOf(item)]?.type === TITLE ? 0 : 1;

  results.sort((a, b) => {
    const titleRank = titleRankOf(a) - titleRankOf(b);
    if (titleRank !== 0) {
      return titleRank;
    }
    const aPageIndex = pageIndexOf(a);
    const bPageIndex = pageIndexOf(b);
    if (aPageIndex === bPageIndex) {
      const diff = (b.type === TITLE ? 1 : 0) - (a.type === TITLE ? 1 : 0);
      return diff === 0 ? a.index! - b.index! : diff;
    }
    return aPageIndex - bPageIndex;
  });
}
