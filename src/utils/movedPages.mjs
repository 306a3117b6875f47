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

/**
 * Where each folder's pages start in a docs version: for every folder that holds a page
 * (`provider/`, `provider/daemon/`), the first page of the reading-order section that holds the
 * folder's first page. `sections` are the version's reading-order sections, each as
 * `{first, ids}`: its first step and every page id in sidebar order.
 */
export function sectionStarts(sections) {
  const starts = {};
  for (const {first, ids} of sections) {
    for (const id of ids) {
      const segments = id.split('/');
      for (let n = 1; n < segments.length; n += 1) {
        const folder = segments.slice(0, n).join('/').toLowerCase();
        if (!Object.hasOwn(starts, folder)) starts[folder] = first;
      }
    }
  }
  return starts;
}

/**
 * The page of a docs version closest to the page `id` of another (or to an address typed as
 * `id`): its counterpart (`counterpartId`), else the first page of the section holding the pages
 * of its nearest folder (`starts`, from `sectionStarts`), else null. `exact` says whether it is
 * the same page, so that the reader can be told when it is not.
 */
export function closestPage(id, versionIds, moves, starts) {
  const same = counterpartId(id, versionIds, moves);
  if (same !== null) return {id: same, exact: true};
  const segments = id.toLowerCase().split('/').filter(Boolean);
  for (let n = segments.length; n > 0; n -= 1) {
    const folder = segments.slice(0, n).join('/');
    const start = Object.hasOwn(starts, folder) ? starts[folder] : undefined;
    if (start !== undefined && versionIds.includes(start)) return {id: start, exact: false};
  }
  return null;
}
