// Finds the existing page a mistyped or outdated address most likely meant, for the not-found page.
// Plain JavaScript so that node's test runner loads it as it is (tests/site/not-found.test.mjs).
import {closestPage, counterpartId} from './movedPages.mjs';

// The edit distance of `a` and `b`, or Infinity once it is sure to exceed `bound`: the length
// difference is a lower bound, and a row's smallest entry never decreases further down. The site
// has a few hundred routes, and the not-found page compares the address with each while it hydrates.
function levenshtein(a, b, bound = Infinity) {
  if (Math.abs(a.length - b.length) > bound) return Infinity;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    if (Math.min(...current) > bound) return Infinity;
    previous = current;
  }
  return previous[b.length];
}

const withTrailingSlash = (path) => (path.endsWith('/') ? path : `${path}/`);

function decode(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

// A first segment that names a docs version the site does not publish under that name: the
// previous portal's `/docs/next/...`, `/docs/1.0.0/...`, a future `/docs/v2/...`.
const VERSION_LIKE = /^(v?\d+(\.\d+)*|next|current|latest)$/;

// The version a first segment names, in any form a reader types: its address (`v0`, `latest`),
// its number with or without a `v` (`0.9.1`, `v1.0.0`) or its major version (`0`, `v1`: the newest
// release of it). Other names (the previous portal's `next`) are not a version of this site.
function versionNamed(segment, versions) {
  if (segment === undefined) return null;
  const segmentOf = (version) => withTrailingSlash(version.path).split('/').filter(Boolean).pop();
  const bySegment = versions.find((version) => segmentOf(version).toLowerCase() === segment);
  if (bySegment) return bySegment;
  const number = segment.replace(/^v/, '');
  if (!/^\d+(\.\d+)*$/.test(number)) return null;
  return (
    versions.find((version) => version.name === number || version.label === number) ??
    (/^\d+$/.test(number)
      ? versions.find((version) => version.name.split('.')[0] === number)
      : undefined) ??
    null
  );
}

// The closest route to `wanted` among `candidates`, within a small typo budget.
function closest(wanted, candidates) {
  const maxDistance = Math.max(2, Math.floor(wanted.length * 0.2));
  let best = null;
  let bestDistance = Infinity;
  for (const route of candidates) {
    // Only a distance under the best so far, and within the budget, can change the answer.
    const distance = levenshtein(
      wanted,
      route.toLowerCase(),
      Math.min(bestDistance - 1, maxDistance),
    );
    if (distance < bestDistance) {
      best = route;
      bestDistance = distance;
    }
  }
  return best !== null && bestDistance <= maxDistance ? best : null;
}

/**
 * @param {string} pathname the address that was not found
 * @param {object} site
 * @param {readonly string[]} site.routes every page of the site
 * @param {readonly {name: string, label: string, path: string, isLast: boolean,
 *   docs: readonly {id: string, path: string}[], starts?: Readonly<Record<string, string>>}[]}
 *   site.versions the docs versions, newest first, each with its address (`/docs/v0/`), its pages
 *   and where each folder's pages start (`sectionStarts` of src/utils/movedPages.mjs)
 * @param {readonly (readonly string[])[]} site.moves the groups of moved-pages.json
 * @returns {{path: string, version: {name: string, label: string, isLast: boolean} | null} | null}
 *   the suggestion, never the address that failed; `version` names the docs version of the
 *   suggestion when the address asked for another version, or for none
 */
export function suggestRoute(pathname, site) {
  const {moves} = site;
  // Every address with its trailing slash, as the site publishes them (trailingSlash: true).
  const routes = site.routes.map(withTrailingSlash);
  const versions = site.versions.map((version) => ({
    ...version,
    path: withTrailingSlash(version.path),
    docs: version.docs.map((doc) => ({id: doc.id, path: withTrailingSlash(doc.path)})),
  }));
  const wanted = withTrailingSlash(decode(pathname));
  const lower = wanted.toLowerCase();
  const others = routes.filter((route) => route !== wanted && route !== pathname);
  const suggest = (path, version = null) =>
    path === wanted || path === pathname
      ? null
      : {
          path,
          version: version && {name: version.name, label: version.label, isLast: version.isLast},
        };

  // The same address with other letter case.
  const sameLetters = others.find((route) => route.toLowerCase() === lower);
  if (sameLetters) return suggest(sameLetters);

  const docs = /^\/docs\/(.*)$/.exec(lower);
  if (docs) {
    const segments = docs[1].split('/').filter(Boolean);
    const requested = versionNamed(segments[0], versions);
    const latest = versions.find((version) => version.isLast) ?? versions[0];
    // Where to look: the version asked for, then the latest docs, then the others, newest first.
    // An address without a version (the previous portal's `/docs/specs/swap-protocol/`) means latest.
    const order = [requested ?? latest, latest, ...versions].filter(
      (version, i, all) => version && all.indexOf(version) === i,
    );
    // The page id asked for; for `/docs/<unknown version>/<page>`, also the page without it.
    const ids = requested
      ? [segments.slice(1).join('/')]
      : [
          segments.join('/'),
          ...(VERSION_LIKE.test(segments[0] ?? '') ? [segments.slice(1).join('/')] : []),
        ];
    const named = (version) => (version === requested ? null : version);

    for (const id of ids) {
      for (const version of order) {
        if (id === '') {
          const landing = withTrailingSlash(version.path);
          if (landing !== wanted) return suggest(landing, named(version));
          continue;
        }
        const found = counterpartId(
          id,
          version.docs.map((doc) => doc.id),
          moves,
        );
        const doc = found === null ? undefined : version.docs.find((d) => d.id === found);
        if (doc && doc.path !== wanted) return suggest(doc.path, named(version));
      }
    }

    // A folder, such as a section's root (`/docs/latest/specs/`): the start of its section.
    const home = requested ?? latest;
    for (const id of ids) {
      const ownIds = home.docs.map((doc) => doc.id);
      const isFolder = ownIds.some((other) => other.toLowerCase().startsWith(`${id}/`));
      const start = isFolder ? closestPage(id, ownIds, moves, home.starts ?? {}) : null;
      const doc = start && home.docs.find((d) => d.id === start.id);
      if (doc && doc.path !== wanted) return suggest(doc.path, named(home));
    }

    // A typo: the nearest page of the version asked for (latest when none), then of any version.
    const inHome = home
      ? closest(
          requested ? lower : `${withTrailingSlash(home.path)}${ids[0]}/`.toLowerCase(),
          home.docs.map((doc) => doc.path),
        )
      : null;
    if (inHome) return suggest(inHome, named(home));
    const anywhere = closest(lower, others);
    if (anywhere) {
      const version = versions.find((v) => anywhere.startsWith(withTrailingSlash(v.path)));
      return suggest(anywhere, version && version !== requested ? version : null);
    }
    return null;
  }

  const nearest = closest(lower, others);
  return nearest ? suggest(nearest) : null;
}
