export declare function counterpartId(
  id: string,
  versionIds: readonly string[],
  moves: readonly (readonly string[])[],
): string | null;

/** Folder (lower case, no trailing slash) -> first page of its reading-order section. */
export type SectionStarts = Readonly<Record<string, string>>;

export declare function sectionStarts(
  sections: readonly {first: string; ids: readonly string[]}[],
): Record<string, string>;

export declare function closestPage(
  id: string,
  versionIds: readonly string[],
  moves: readonly (readonly string[])[],
  starts: SectionStarts,
): {id: string; exact: boolean} | null;
