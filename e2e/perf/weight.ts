import type {Page, Request, Response} from '@playwright/test';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {watchRequests} from '../support';

// What a page fetches on first load, measured in the browser. Sizes are computed from the response
// bodies (the test server does not compress): gzip at zlib's default level 6, like the gzip server in
// scripts/serve-gzip.mjs and most hosts, and brotli at quality 11, like a host that pre-compresses.

export type Kind = 'html' | 'css' | 'js' | 'font' | 'image' | 'json' | 'other';

export interface Fetched {
  url: string;
  kind: Kind;
  resourceType: string;
  status: number;
  raw: number;
  gzip: number;
  brotli: number;
  beforeLoad: boolean;
  prefetch: boolean;
}

export interface Totals {
  raw: number;
  gzip: number;
  brotli: number;
  count: number;
}

/** A response body's size as served and at gzip level 6. */
export interface Sizes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  path: string;
  status: number;
  // Whether the address answered with a redirect first.
  redirected: boolean;
  fetched: Fetched[];
  // Every request the page made, including failed ones: for the same-origin check.
  requestedUrls: string[];
}

function kindOf(response: Response): Kind {
  const type = (response.headers()['content-type'] ?? '').split(';')[0].trim();
  const url = new URL(response.url()).pathname;
  if (type === 'text/html' || response.request().resourceType() === 'document') return 'html';
  if (type === 'text/css' || url.endsWith('.css')) return 'css';
  if (/javascript/.test(type) || url.endsWith('.js')) return 'js';
  if (type.startsWith('font/') || /\.(woff2?|ttf|otf)$/.test(url)) return 'font';
  if (type.startsWith('image/')) return 'image';
  if (/json/.test(type)) return 'json';
  return 'other';
}

/**
 * Opens `path` with a cold cache, waits for the `load` event, notes which responses had fully arrived
 * by then (Resource Timing `responseEnd` <= `loadEventStart`), then (unless `idle` is false) waits
 * until every request made so far has ended, to see the rest. `sizesOf` remembers the sizes of each
 * script and stylesheet across pages, so that a walk reads each one's body once. Link prefetches
 * (Docusaurus prefetches the chunks of routes linked from the page) are marked so they can be left
 * out of the first-load figure: they serve the next navigation.
 */
export async function measurePage(
  page: Page,
  path: string,
  {brotli = false, idle = true, sizesOf = new Map<string, Sizes>()} = {},
): Promise<PageWeight> {
  const responses: Response[] = [];
  const watched = watchRequests(page);
  const onResponse = (r: Response) => responses.push(r);
  page.on('response', onResponse);
  try {
    return await weigh(page, path, {brotli, idle, sizesOf}, responses, watched);
  } finally {
    watched.stop();
    page.off('response', onResponse);
  }
}

async function weigh(
  page: Page,
  path: string,
  {brotli, idle, sizesOf}: {brotli: boolean; idle: boolean; sizesOf: Map<string, Sizes>},
  responses: Response[],
  watched: {requests: Request[]; idle: () => Promise<void>},
): Promise<PageWeight> {
  const navigation = await page.goto(path, {waitUntil: 'load'});
  if (!navigation) throw new Error(`no response for ${path}`);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      load: nav.loadEventStart,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (e) => ({name: e.name, end: e.responseEnd}),
      ),
    };
  });
  if (idle) await watched.idle();

  const doneBeforeLoad = new Set(
    timing.resources.filter((r) => r.end > 0 && r.end <= timing.load).map((r) => r.name),
  );
  const fetched: Fetched[] = [];
  for (const response of responses) {
    const status = response.status();
    if (status >= 300 && status < 400) continue;
    const request = response.request();
    const isDocument = response === navigation;
    const beforeLoad = isDocument || doneBeforeLoad.has(response.url());
    // Without the wait for network idle, only what arrived before `load` is complete.
    if (!idle && !beforeLoad) continue;
    // A script or stylesheet is named by its content hash: the same address, the same bytes. Its
    // body crosses from the browser once a walk (reading it on every page cost about 0.25 s of
    // CPU a page, 2026-11-28).
    let sizes = isDocument || brotli ? undefined : sizesOf.get(response.url());
    let body: Buffer | null = null;
    if (!sizes) {
      body = await response.body().catch(() => null);
      if (!body) continue;
      sizes = {raw: body.length, gzip: gzipSync(body, {level: 6}).length};
      if (!isDocument) sizesOf.set(response.url(), sizes);
    }
    fetched.push({
      url: response.url(),
      kind: kindOf(response),
      resourceType: request.resourceType(),
      status,
      ...sizes,
      brotli:
        brotli && body
          ? brotliCompressSync(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length
          : 0,
      beforeLoad,
      prefetch: request.resourceType() === 'prefetch' || request.resourceType() === 'other',
    });
  }
  return {
    path,
    status: navigation.status(),
    redirected: navigation.request().redirectedFrom() !== null,
    fetched,
    requestedUrls: watched.requests.map((r) => r.url()),
  };
}

export function total(items: Fetched[]): Totals {
  return items.reduce(
    (t, f) => ({
      raw: t.raw + f.raw,
      gzip: t.gzip + f.gzip,
      brotli: t.brotli + f.brotli,
      count: t.count + 1,
    }),
    {raw: 0, gzip: 0, brotli: 0, count: 0},
  );
}

const CODE: ReadonlySet<Kind> = new Set(['html', 'css', 'js']);

/** HTML+CSS+JS that had arrived before `load`, prefetches excluded. */
export function firstLoadCode(w: PageWeight): Fetched[] {
  return w.fetched.filter((f) => CODE.has(f.kind) && f.beforeLoad && !f.prefetch);
}

/** HTML+CSS+JS fetched by network idle, prefetches excluded. */
export function idleCode(w: PageWeight): Fetched[] {
  return w.fetched.filter((f) => CODE.has(f.kind) && !f.prefetch);
}

export const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
