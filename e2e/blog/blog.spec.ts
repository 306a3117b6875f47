import {expect, test, type Locator, type Page} from '../shared-page';
import {blogPosts, builtPage, gotoHydrated, usedBlogTags} from '../support';

// The blog list, each post's preview and page, the tag pages and the archive. The posts and tags
// come from blog/ and blog/tags.yml (tests/support/site.mjs reads them as Docusaurus does), so a new
// post or tag needs no edit here.

interface Post {
  title: string;
  path: string;
  unlisted: boolean;
  tags: {key: string; label: string; permalink: string}[];
}

interface Tag {
  label: string;
  permalink: string;
  posts: Post[];
}

const POSTS = (blogPosts() as Post[]).filter((post) => !post.unlisted);
const TAGS = usedBlogTags() as Tag[];
const tagPath = (tag: Tag): string => `/blog/tags/${tag.permalink}/`;

// The text of a post's content as the built page shows it, for a preview to be compared with.
function postText(post: Post): string {
  const $ = builtPage(post.path);
  return $('#__blog-post-container').text().replace(/\s+/g, ' ').trim();
}

// Post previews in the main column (the blog sidebar also links every post, so stay in <main>).
function previews(page: Page): Locator {
  return page.locator('main article');
}

async function previewTitles(page: Page): Promise<string[]> {
  await expect(previews(page).first()).toBeVisible();
  return (await previews(page).locator('header h2').allTextContents()).map((t) => t.trim());
}

test.describe('Blog list', () => {
  test('shows every post, newest first @content', async ({page}) => {
    await gotoHydrated(page, '/blog/');
    expect(await previewTitles(page)).toEqual(POSTS.map((post) => post.title));
  });

  test('has one level-one heading, the blog title its page title starts with', async ({page}) => {
    await gotoHydrated(page, '/blog/');
    const [blogTitle] = (await page.title()).split(' | ');
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText(blogTitle!);
    // Above the posts, in the page's <main>.
    await expect(page.getByRole('main').locator('header').first()).toContainText(blogTitle!);
  });

  for (const post of POSTS) {
    test(`"${post.title}": reading time and its summary only, with a link to the full post @content`, async ({
      page,
    }) => {
      await gotoHydrated(page, '/blog/');
      const preview = previews(page).filter({
        has: page.getByRole('heading', {level: 2, name: post.title, exact: true}),
      });
      await expect(preview).toHaveCount(1);
      // "One min read" for a short post, "5 min read" otherwise.
      await expect(preview.locator('header')).toContainText(/(\d+|One) min read/);
      // The summary is the start of the post, and only the start.
      const summary = ((await preview.locator('.markdown').textContent()) ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      const full = postText(post);
      expect(summary.length).toBeGreaterThan(0);
      expect(full.startsWith(summary), `the preview of ${post.path} is the start of the post`).toBe(
        true,
      );
      expect(full.length, `the post at ${post.path} has more than its preview`).toBeGreaterThan(
        summary.length,
      );

      // Named by its visible words, then the post (WCAG 2.5.3): not a generic "Read more".
      const readMore = preview.getByRole('link', {
        name: `Read the full post: ${post.title}`,
        exact: true,
      });
      await expect(readMore).toHaveText('Read the full post');
      await expect(readMore).toHaveAttribute('href', post.path);
      await readMore.click();
      await expect(page).toHaveURL(post.path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(post.title);
      // The full post carries the text the list left out.
      const content = page.locator('#__blog-post-container');
      await expect(content).toContainText(summary.slice(0, 80));
      await expect(content).toContainText(full.slice(summary.length).trim().slice(0, 80));
    });
  }
});

test.describe('Blog tags', () => {
  for (const tag of TAGS) {
    test(`tag "${tag.label}" lists exactly the posts that carry it @content`, async ({page}) => {
      await gotoHydrated(page, tagPath(tag));
      expect(await previewTitles(page)).toEqual(tag.posts.map((post) => post.title));
    });
  }

  test('the tag index lists every tag with its post count @content', async ({page}) => {
    await gotoHydrated(page, '/blog/tags/');
    const links = page.locator('main a[rel="tag"]');
    await expect(links.first()).toBeVisible();
    const found = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href'),
        count: a.querySelector('span')?.textContent?.trim(),
        label: a.firstChild?.textContent?.trim(),
      })),
    );
    const expected = TAGS.map((tag) => ({
      href: tagPath(tag),
      count: String(tag.posts.length),
      label: tag.label,
    }));
    const byHref = (a: {href: string | null}, b: {href: string | null}) =>
      String(a.href).localeCompare(String(b.href));
    expect(found.sort(byHref)).toEqual(expected.sort(byHref));
  });
});

test('the archive lists every post @content', async ({page}) => {
  await gotoHydrated(page, '/blog/archive/');
  const links = page.locator('main li a');
  await expect(links.first()).toBeVisible();
  const targets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(targets.sort()).toEqual(POSTS.map((post) => post.path).sort());
  for (const post of POSTS) {
    await expect(page.locator('main').getByRole('link', {name: post.title})).toBeVisible();
  }
});

test("a post's table of contents is a landmark beside the post, in view while the post scrolls", async ({
  page,
}) => {
  // The longest post with a table of contents, so that there is something to scroll past.
  const post = POSTS.filter((p) => builtPage(p.path)('.table-of-contents').length > 0).sort(
    (a, b) => postText(b).length - postText(a).length,
  )[0];
  expect(post, 'a listed post has a table of contents').toBeDefined();
  await gotoHydrated(page, post!.path);
  const aside = page.getByRole('complementary', {name: 'On this page'});
  const toc = aside.locator('.table-of-contents');
  await expect(toc).toBeVisible();
  // Beside <main>, a landmark of its own (axe: region), not part of the post.
  await expect(page.getByRole('main').getByRole('complementary')).toHaveCount(0);
  // Scrolled to the end of the post, the table has stuck to the top of the window (its top, since a
  // long table scrolls inside its own box).
  const scrolled = await page
    .getByRole('main')
    .evaluate((main) => main.getBoundingClientRect().bottom + scrollY - innerHeight);
  expect(scrolled, `${post!.path} is taller than two windows`).toBeGreaterThan(
    page.viewportSize()!.height,
  );
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  await expect
    .poll(() =>
      toc.evaluate((el) => {
        const {top} = el.getBoundingClientRect();
        return top >= 0 && top < innerHeight / 2;
      }),
    )
    .toBe(true);
});
