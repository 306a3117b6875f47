// Pages that moved between docs versions (moved-pages.json, beside versions.json). Plain JavaScript
// so that node's test runner loads it as it is; the site imports it too.

/**
 * The id of the counterpart of a page in another docs version: the same id if that version has it,
 * otherwise the first id of the page's group in `moves` that the version has; null if none.
 * Ids are compared without regard to case, since addresses typed by readers vary in case.
 */
export function counterpartId(id, versionIds, moves) {
  const byLowerCase = new Map(versionIds.map((v) => [v.toLowerCase(), v]));
  const own = byLowerCase.get(id.toLowerCase());
  if (own !== undefined) return own;
  const group = moves.find((ids) => ids.some((other) => other.toLowerCase() === id.toLowerCase()));
  for (const other of group ?? []) {
    const found = byLowerCase.get(other.toLowerCase());
    if (found !== undefined) return found;
  }
  return null;
}
