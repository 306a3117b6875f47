import type {ParseFrontMatter} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

export declare const READING_ORDER_FILE: string;

export interface ReadingSection {
  name: string;
  /** Path order; a step is one page id, or the ids of the alternatives of a choice. */
  steps: string[][];
  /** Pages in the sidebar that are not steps. */
  offPath: string[];
  /** Every page id, in sidebar order. */
  sidebar: string[];
}

export interface ReadingLinks {
  prev: string | null;
  next: string | null;
}

export declare function parseReadingOrder(json: unknown, file?: string): ReadingSection[];
export declare function readingNavigation(sections: ReadingSection[]): Map<string, ReadingLinks>;
export declare function readingOrderOf(treeDir: string): ReadingSection[];
export declare function createParseFrontMatter(siteDir: string): ParseFrontMatter;
export declare const sidebarItemsGenerator: NonNullable<DocsOptions['sidebarItemsGenerator']>;
