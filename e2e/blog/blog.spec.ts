import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/page';

interface Post {
  slug: string;
  title: string;
  date: string;
  tags: readonly string[];
  // A sentence from the summary (above the truncate marker) and one from the body (below it).
  summary: string;
  body: string;
}

// The three posts of the content brief, with their dates and tags.
const POSTS: readonly Post[] = [
  {
    slug: 'tdex-terraform-deploy-aws',
    title: 'Deploy a TDEX Daemon to AWS with Terraform',
    date: '2021-09-15',
    tags: ['terraform', 'automation', 'tdex', 'deploy'],
    summary: 'This guide takes you from an empty AWS account to a running TDEX daemon.',
    body: 'Terraform talks to AWS with an access key, so give it a user of its own',
  },
  {
    slug: 'liquid-pegin-browser',
    title: 'Liquid Bitcoin peg-in(s) in the browser!',
    date: '2021-09-20',
    tags: ['pegin', 'liquid', 'tdex', 'bitcoin'],
    summary: 'Any wallet, even one that runs in a browser, can now move bitcoin into Liquid',
    body: 'Liquid has a native asset',
  },
  {
    slug: 'announcing-tdex-v2',
    title: 'Announcing TDEX v2',
    date: '2023-08-04',
    tags: ['liquid', 'tdex', 'bitcoin', 'v2'],
    summary: 'Version 2 of the TDEX protocol is here.',
    body: 'The heart of v2 is the transaction format.',
  },
];

// Tag -> URL segment under /blog/tags/ (blog/tags.yml permalinks): `v2` is published as `v-2`.
const TAG_PATHS: Readonly<Record<string, string>> = {
  automation: 'automation',
  bitcoin: 'bitcoin',
  deploy: 'deploy',
  liquid: 'liquid',
  pegin: 'pegin',
  tdex: 'tdex',
  terraform: 'terraform',
  v2: 'v-2',
};

const newestFirst = (posts: readonly Post[]): Post[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date));
const postPath = (post: Post): string => `/blog/${post.slug}/`;
const tagPath = (tag: string): string => `/blog/tags/${TAG_PATHS[tag]}/`;

// Post previews in the main column (the blog sidebar also links every post, so stay in <main>).
function previews(page: Page): Locator {
  return page.locator('main article');
}

async function previewTitles(page: Page): Promise<string[]> {
  await expect(previews(page).first()).toBeVisible();
  return (await previews(page).locator('header h2').allTextContents()).map((t) => t.trim());
}

test.describe('Blog list', () => {
  test('shows exactly the three posts, newest first', async ({page}) => {
    await gotoHydrated(page, '/blog/');
    expect(await previewTitles(page)).toEqual(newestFirst(POSTS).map((post) => post.title));
  });

  for (const post of POSTS) {
    test(`"${post.title}": reading time and summary only, with a Read more link to the post`, async ({
      page,
    }) => {
      await gotoHydrated(page, '/blog/');
      const preview = previews(page).filter({
        has: page.getByRole('heading', {level: 2, name: post.title, exact: true}),
      });
      await expect(preview).toHaveCount(1);
      await expect(preview.locator('header')).toContainText(/\d+ min read/);
      await expect(preview).toContainText(post.summary);
      await expect(preview).not.toContainText(post.body);

      const readMore = preview.getByRole('link', {name: `Read more about ${post.title}`});
      await expect(readMore).toHaveAttribute('href', postPath(post));
      await readMore.click();
      await expect(page).toHaveURL(postPath(post));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(post.title);
      // The full post carries the text the list left out.
      await expect(page.locator('main article')).toContainText(post.body);
      await expect(page.locator('main article')).toContainText(post.summary);
    });
  }
});

test.describe('Blog tags', () => {
  for (const tag of Object.keys(TAG_PATHS)) {
    const tagged = newestFirst(POSTS.filter((post) => post.tags.includes(tag)));
    test(`tag "${tag}" lists exactly the posts that carry it`, async ({page}) => {
      await gotoHydrated(page, tagPath(tag));
      expect(await previewTitles(page)).toEqual(tagged.map((post) => post.title));
    });
  }

  test('the tag index lists exactly the eight tags with their post counts', async ({page}) => {
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
    const expected = Object.keys(TAG_PATHS).map((tag) => ({
      href: tagPath(tag),
      count: String(POSTS.filter((post) => post.tags.includes(tag)).length),
      label: tag,
    }));
    const byHref = (a: {href: string | null}, b: {href: string | null}) =>
      String(a.href).localeCompare(String(b.href));
    expect(found.sort(byHref)).toEqual(expected.sort(byHref));
  });
});

test('the archive lists the three posts', async ({page}) => {
  await gotoHydrated(page, '/blog/archive/');
  const links = page.locator('main li a');
  await expect(links.first()).toBeVisible();
  const targets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(targets.sort()).toEqual(POSTS.map(postPath).sort());
  for (const post of POSTS) {
    await expect(page.locator('main').getByRole('link', {name: post.title})).toBeVisible();
  }
});
