export declare function counterpartId(
  id: string,
  versionIds: readonly string[],
  moves: readonly (readonly string[])[],
): string | null;
