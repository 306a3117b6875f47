import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import movedPages from '@site/moved-pages.json';
import {suggestRoute, type Suggestion, type SuggestionSite} from './suggestRoute.mjs';

// What the not-found page (src/theme/NotFound/Content) works out in the browser, loaded only when it
// renders: the docs routes bundle that component, and docs pages need not carry this.

function flattenRoutes(configs: readonly RouteConfig[]): string[] {
  return configs.flatMap((route) => {
    const own = typeof route.path === 'string' && !/[*:]/.test(route.path) ? [route.path] : [];
    return [...own, ...flattenRoutes(route.routes ?? [])];
  });
}

/** The docs plugin's versions as the page's hooks give them. */
export interface DocsVersionData {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  docs: readonly {id: string; path: string}[];
}

/**
 * The page a failed address most likely meant. `starts` gives where each folder's pages start in
 * each version (plugins/reading-order/sections.mjs): a section's root suggests its first page.
 */
export function suggestionFor(
  pathname: string,
  versions: readonly DocsVersionData[],
  starts: Record<string, Record<string, string>> | undefined,
): Suggestion | null {
  const site: SuggestionSite = {
    routes: [...new Set(flattenRoutes(routes))],
    versions: versions.map((version) => ({
      name: version.name,
      label: version.label,
      path: version.path,
      isLast: version.isLast,
      docs: version.docs.map((doc) => ({id: doc.id, path: doc.path})),
      starts: starts?.[version.name],
    })),
    moves: movedPages.moves,
  };
  return suggestRoute(pathname, site);
}

/**
 * The title of a page, from its Markdown copy (`<page>/index.md`, plugins/llms), whose first line is
 * `# Title`; null if it cannot be read (the page then shows the address).
 */
export async function titleOf(path: string, signal: AbortSignal): Promise<string | null> {
  if (!path.endsWith('/')) return null;
  const response = await fetch(`${path}index.md`, {signal});
  const text = response.ok ? await response.text() : '';
  return /^# (.+)$/m.exec(text.slice(0, 500))?.[1].trim() ?? null;
}
