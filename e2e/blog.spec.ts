import { LIST_KEY, POSTS_KEY } from '../src/blog/blog-cache';
import { fakeCards } from '../machines/blog-list/blog-list.fakes';
import { blogSeedPosts } from '../supabase/data/blog-posts';
import { SAMPLE_TITLES as sampleTitles } from '../tests/expected/blog-list.expected';
import { http } from 'msw';
import { BLOG_POSTS_URL, blogScenarios, blogTableHandlers } from '../src/mocks/blog.handlers';
import { expect, test } from './fixtures';
import { BlogPage } from './pages/blog.page';

const titles = (from: number, to: number) => fakeCards.slice(from, to).map((post) => post.title);
const LIST_TITLE = 'Blog | Helvox';
const LIST_DESCRIPTION =
  'Praxisnahe Artikel über KI-Sprachassistenten, Terminbuchung, Telefonie und Automatisierung für Praxen, Studios, Agenturen und KMU in der Schweiz.';

// Chromium reports a failed or refused request on the console; the page itself logs nothing.
const FAILED_REQUEST = /Failed to load resource/;

test.describe('blog list', () => {
  test('is prerendered with the first six cards it was built with, and their data', async ({
    request,
  }) => {
    const html = await (await request.get('/blog')).text();
    expect(html).toContain(`<title>${LIST_TITLE}</title>`);
    expect(html).toContain(`<meta name="description" content="${LIST_DESCRIPTION}"`);
    expect(html).toContain('<link rel="canonical" href="');
    expect(html).toContain('>Blog</h1>');
    // The e2e build read the seed from its data service: the cards are in the HTML.
    for (const title of titles(0, 6)) expect(html).toContain(`>${title}</a>`);
    expect(html).not.toContain(`>${fakeCards[6]!.title}</a>`);
    expect(html).not.toContain('Artikel werden geladen...');
    expect(html).not.toContain('data-skeleton');
    // The first picture is fetched first; the page carries the cards for hydration.
    expect(html.match(/<img[^>]*fetchpriority="high"/g)).toHaveLength(1);
    expect(html).toContain('id="prerendered-blog-list"');
  });

  test('shows six cards, then six more per click until all 14 show; a second visit within five minutes reads nothing', async ({
    page,
  }) => {
    const blog = new BlogPage(page);
    await blog.openList();
    await expect(blog.cards.getByRole('heading')).toHaveText(titles(0, 6));
    // A card's parts and the focus on the first added card: the list's view tests in Chromium.

    await blog.loadMore.click();
    await expect(blog.cards.getByRole('heading')).toHaveText(titles(0, 12));
    expect(blog.requests).toHaveLength(2);
    await blog.loadMore.click();
    await expect(blog.cards.getByRole('heading')).toHaveText(titles(0, 14));
    await expect(blog.loadMore).toHaveCount(0);
    expect(blog.requests).toHaveLength(3);

    await page.goto('/');
    await blog.openList();
    await expect(blog.cards.getByRole('heading')).toHaveText(titles(0, 6));
    await blog.loadMore.click();
    await expect(blog.cards).toHaveCount(12);
    await blog.loadMore.click();
    await expect(blog.cards).toHaveCount(14);
    expect(blog.requests).toHaveLength(3);
  });

  // The states on the way (refreshing, 'more' waiting): the list's view replay in Chromium.
  test('the built cards show at once, "more" waits for the read, and an article published after the build then replaces them', async ({
    page,
    network,
  }) => {
    const newest = {
      ...blogSeedPosts.find((post) => post.published)!,
      id: 'ffffffff-0000-4000-8000-000000000001',
      slug: 'nach-dem-build',
      title: 'Nach dem Build veröffentlicht',
      date: '2099-01-01',
    };
    // The read is held until released, then answered by the table (a handler that answers
    // nothing hands the request on).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    network.use(
      http.get(BLOG_POSTS_URL, () => held),
      ...blogTableHandlers([newest, ...blogSeedPosts]),
    );
    const blog = new BlogPage(page);
    await blog.openList();
    await expect(blog.cards.getByRole('heading')).toHaveText(titles(0, 6));
    await expect(blog.skeletons).toHaveCount(0);
    await expect(blog.status).toHaveCount(0);
    await expect(blog.loadMore).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => blog.requests).toHaveLength(1);
    release();
    await expect(blog.cards.getByRole('heading')).toHaveText([newest.title, ...titles(0, 5)]);
    await expect(blog.loadMore).toHaveAttribute('aria-disabled', 'false');
    expect(blog.requests).toHaveLength(1);
  });

  // Every failure alike to the machine; unreachable = 500: src/blog/blog-api.node.test.ts.
  test.describe('data service 500', () => {
    test.use({ allowConsoleErrors: FAILED_REQUEST });

    // The panel's toast, samples and their texts: the list's view replay and tests in Chromium.
    test('error panel; a sample article opens without a read; back, retry clears the cache and shows six cards', async ({
      page,
      network,
    }) => {
      network.use(blogScenarios.status500);
      const blog = new BlogPage(page);
      // An article read earlier: "Erneut versuchen" must forget it too.
      await page.addInitScript(
        ([key]) => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem(key!, '[]');
          }
        },
        [POSTS_KEY],
      );
      await blog.openList();
      const failed = blog.main.getByRole('heading', { level: 2, name: 'Fehler beim Laden' });
      await expect(failed).toBeVisible();
      await expect(blog.cards).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), POSTS_KEY)).toBe('[]');

      const before = blog.requests.length;
      await blog.samples.getByRole('link', { name: sampleTitles[1] }).click();
      await expect(page).toHaveURL('/blog/beispiel-praxen');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sampleTitles[1]!);
      await expect(blog.body.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(blog.requests).toHaveLength(before);
      await page.goBack();
      await expect(failed).toBeVisible();

      network.resetHandlers();
      await blog.retry.click();
      await expect(blog.cards.getByRole('heading')).toHaveText(titles(0, 6));
      await expect(blog.samples).toHaveCount(0);
      await expect(blog.retry).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), POSTS_KEY)).toBeNull();
      expect(await page.evaluate((key) => localStorage.getItem(key), LIST_KEY)).not.toBeNull();
    });
  });

  // The samples, their note and that no toast shows: the list's view replay and tests in Chromium.
  test('empty table: "Keine Artikel gefunden", and the link home works', async ({
    page,
    network,
  }) => {
    network.use(blogScenarios.empty);
    const blog = new BlogPage(page);
    await blog.openList();
    await expect(
      blog.main.getByRole('heading', { level: 2, name: 'Keine Artikel gefunden' }),
    ).toBeVisible();
    await blog.main.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'KI-Sprachassistenten für moderne Unternehmen',
    );
  });
  // 'Blog' in the header: landing.spec.ts's walk; in the mobile menu: spec-texts.spec.ts's.
});
