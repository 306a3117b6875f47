// Finds the existing page a mistyped or outdated address most likely meant, for the not-found page.

function levenshtein(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}

const withTrailingSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`);

// `/docs/<version>/<rest>` split in two; null for any other address.
function splitDocsPath(path: string): {version: string; rest: string} | null {
  const match = /^\/docs\/([^/]+)\/(.*)$/.exec(path);
  return match ? {version: match[1], rest: match[2]} : null;
}

/**
 * @param pathname the address that was not found
 * @param routes every page of the site, each with its trailing slash
 * @param preferredVersion the docs version path segment to prefer when a page exists in several
 */
export function suggestRoute(
  pathname: string,
  routes: readonly string[],
  preferredVersion = 'latest',
): string | null {
  const wanted = withTrailingSlash(decodeURIComponent(pathname)).toLowerCase();
  const lowerRoutes = new Map(routes.map((route) => [route.toLowerCase(), route]));
  const exact = lowerRoutes.get(wanted);
  if (exact) {
    return exact;
  }

  // A page that exists under another docs version: prefer the latest docs, then any version.
  const docs = splitDocsPath(wanted);
  if (docs && docs.rest) {
    const sameRest = routes.filter(
      (route) => splitDocsPath(route.toLowerCase())?.rest === docs.rest,
    );
    const preferred = sameRest.find((route) => splitDocsPath(route)?.version === preferredVersion);
    if (preferred ?? sameRest[0]) {
      return preferred ?? sameRest[0];
    }
  }

  // Otherwise the closest address, among the same docs version first, within a small typo budget.
  const sameVersion = docs
    ? routes.filter((route) => splitDocsPath(route.toLowerCase())?.version === docs.version)
    : [];
  const maxDistance = Math.max(2, Math.floor(wanted.length * 0.2));
  for (const candidates of [sameVersion, routes]) {
    let best: string | null = null;
    let bestDistance = Infinity;
    for (const route of candidates) {
      const distance = levenshtein(wanted, route.toLowerCase());
      if (distance < bestDistance) {
        best = route;
        bestDistance = distance;
      }
    }
    if (best && bestDistance <= maxDistance) {
      return best;
    }
  }
  return null;
}
