export interface SuggestionSite {
  /** Every page of the site (published with a trailing slash, which this adds if missing). */
  routes: readonly string[];
  /** The docs versions, newest first, each with its address (`/docs/v0/`) and its pages. */
  versions: readonly {
    name: string;
    label: string;
    path: string;
    isLast: boolean;
    docs: readonly {id: string; path: string}[];
    /** Where each folder's pages start (`sectionStarts` of src/utils/movedPages.mjs). */
    starts?: Readonly<Record<string, string>>;
  }[];
  /** The groups of moved-pages.json. */
  moves: readonly (readonly string[])[];
}

export interface Suggestion {
  path: string;
  /** The docs version of the suggestion, when the address asked for another version or for none. */
  version: {name: string; label: string; isLast: boolean} | null;
}

export declare function suggestRoute(pathname: string, site: SuggestionSite): Suggestion | null;
