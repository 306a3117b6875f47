import {expect, test, type Page} from '../shared-page';
import {builtPage, docsVersions, gotoHydrated, routeOf} from '../support';

// The tags the site manages in <head> (title, description, canonical and alternate links, Open Graph,
// structured data) are the same in the browser as in the server's HTML of the page: after hydration,
// and after a client-side navigation to another page. This is what a reader, a search engine or a
// share preview sees.

type HeadTag = string;

// Structured data as a value, whatever the order of its keys (the build's HTML minifier reorders them).
function normalizedText(name: string, attributes: [string, string][], text: string): string {
  const isJson = name === 'script' && attributes.some(([, value]) => value.endsWith('json'));
  if (!isJson) return text.trim();
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, v]) => [key, sorted(v)]),
          )
        : value;
  return JSON.stringify(sorted(JSON.parse(text)));
}

// One managed tag as text: its name, its attributes sorted (without the marker), its text.
function describeTag(name: string, attributes: [string, string][], text: string): HeadTag {
  const attrs = attributes
    .filter(([key]) => key !== 'data-rh')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
  return `<${name} ${attrs}>${normalizedText(name, attributes, text)}`;
}

// The <title> is compared on its own: react-helmet-async drops its marker once it has set it.
function serverHead(route: string): {title: string; tags: HeadTag[]} {
  const $ = builtPage(route);
  const tags = $('head [data-rh]:not(title)')
    .toArray()
    .map((el) => describeTag(el.tagName, Object.entries(el.attribs), $(el).text()))
    .sort();
  return {title: $('head title').text(), tags};
}

async function browserHead(page: Page): Promise<{title: string; tags: HeadTag[]}> {
  const {title, tags} = await page.evaluate(() => ({
    title: document.title,
    tags: [...document.head.querySelectorAll('[data-rh]:not(title)')].map((el) => ({
      name: el.tagName.toLowerCase(),
      attributes: [...el.attributes].map((a): [string, string] => [a.name, a.value]),
      text: el.textContent ?? '',
    })),
  }));
  return {title, tags: tags.map((t) => describeTag(t.name, t.attributes, t.text)).sort()};
}

for (const version of docsVersions()) {
  test(`${version.label}: the head matches the server's after hydration and after a client-side navigation @content`, async ({
    page,
  }) => {
    const section = version.sections.find((s) => s.steps.length > 1)!;
    const [first, second] = section.steps.map((step) => routeOf(version, step[0]));
    await gotoHydrated(page, first);
    // react-helmet-async writes to <head> in the animation frame after a change: poll.
    await expect.poll(() => browserHead(page)).toEqual(serverHead(first));
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL((url) => url.pathname === second);
    await expect.poll(() => browserHead(page)).toEqual(serverHead(second));
  });
}
