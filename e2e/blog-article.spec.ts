import { fakePosts } from '../machines/blog-article/blog-article.fakes';
import { fakeCards } from '../machines/blog-list/blog-list.fakes';
import { blogTableHandlers } from '../src/mocks/blog.handlers';
import { blogSeedPosts, HOSTILE_SLUG } from '../supabase/data/blog-posts';
import { expect, test } from './fixtures';
import { BlogPage } from './pages/blog.page';

/** The page title of an article, as the product words it. */
const articleTitle = (title: string) => `${title} | Helvox Blog`;
const post = (slug: string) => fakePosts.find((candidate) => candidate.slug === slug)!;
const ARTICLE = post('datenschutz-hosting-schweiz');

/** An article published after the site was built: no static page, the SPA shell serves it. */
const LATE = {
  ...blogSeedPosts.find((row) => row.slug === ARTICLE.slug)!,
  id: '00000000-0000-4000-8000-00000000beef',
  slug: 'nach-dem-build-veroeffentlicht',
  title: 'Nach dem Build veröffentlicht: ein ganz neuer Artikel',
  date: '2026-11-20',
};
const withLateArticle = () => blogTableHandlers([...blogSeedPosts, LATE]);

test.describe('blog article', () => {
  test('an article known at build time is prerendered: body, head and data in the HTML', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/blog/${ARTICLE.slug}`)).text();
    expect(html).toContain(`<title>${articleTitle(ARTICLE.title)}</title>`);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('<h2>');
    expect(html).toContain('id="prerendered-article"');

    // It hydrates as rendered (no console error) without asking the data service again.
    const blog = new BlogPage(page);
    await blog.openArticle(ARTICLE.slug);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
    await expect(blog.body).toContainText('Schweiz');
    expect(blog.requests).toHaveLength(0);
  });

  test('a direct link to an article published after the build: rendered from the SPA shell', async ({
    page,
    request,
    network,
  }) => {
    network.use(...withLateArticle());
    const shell = await (await request.get(`/blog/${LATE.slug}`)).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain(LATE.title);

    const blog = new BlogPage(page);
    await blog.openArticle(LATE.slug);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LATE.title);
    await expect(blog.body).toContainText('Schweiz');
    // The head names the article once the machine has read it.
    await expect(page).toHaveTitle(articleTitle(LATE.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', LATE.excerpt);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text) as { '@type': string })).toContainEqual(
      expect.objectContaining({ '@type': 'BlogPosting', headline: LATE.title }),
    );
    await blog.main.getByRole('link', { name: 'Zurück zum Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(blog.cards).toHaveCount(6);
  });

  // Unpublished rows: src/blog/blog-api.node.test.ts and tests/db. An article's parts: its view
  // tests in Chromium; where 'Kostenlos testen' lands: e2e/journeys/to-the-form.spec.ts.
  test('an unknown slug: not found, link back to the blog; a card opens its article with its title and canonical URL', async ({
    page,
  }) => {
    const blog = new BlogPage(page);
    await blog.openArticle('gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikel nicht gefunden');
    // Its text, and that no toast shows: the article's view replay in Chromium.
    // Served with 200 (the SPA shell: it could be an article published after the build), so
    // the page keeps itself out of the index and names no canonical URL.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    await blog.main.getByRole('link', { name: 'Zurück zum Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    // The blog is indexed again.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:5173/blog',
    );

    const first = post(fakeCards[0]!.slug);
    await blog.cardLink(first.title).click();
    await expect(page).toHaveURL(`/blog/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page).toHaveTitle(articleTitle(first.title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/${first.slug}$`),
    );
  });

  // A failed read: the article's machine test, view replay and src/blog/blog-api.node.test.ts.

  test('the hostile article shows its text, none of its code runs or submits; its link to another article navigates inside the app', async ({
    page,
  }) => {
    const hostile = post(HOSTILE_SLUG);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const blog = new BlogPage(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (/(tracker|collect)\.helvox\.invalid/.test(request.url())) foreign.push(request.url());
    });
    await blog.openArticle(HOSTILE_SLUG);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile.title);
    await expect(blog.body.getByRole('heading', { level: 2 })).toHaveText([
      'Vertrauen ist gut, Prüfung ist besser',
      'Was die Website entfernt',
      'Fazit',
    ]);
    await expect(blog.body.getByRole('listitem')).toHaveCount(3);
    await expect(blog.body.getByText('Diese Checkliste ist deshalb nur noch Text.')).toBeVisible();
    await expect(blog.body.locator('strong')).toHaveText('Hervorhebungen');

    // Where the traps were: click them as a visitor might.
    await blog.body.getByText(/^Blogartikel entstehen/).click();
    await blog.body.getByText('Checkliste', { exact: true }).click();

    const findings = await blog.body.evaluate((body) => ({
      dangerous: body.querySelectorAll('script, iframe, form, input, button, object, embed').length,
      handlers: [...body.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].map((a) => a.name).filter((name) => name.startsWith('on')),
      ),
      scriptLinks: [...body.querySelectorAll('[href], [src]')]
        .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
        .filter((url) => /^\s*(javascript|data|vbscript):/i.test(url)),
      trap: (window as { __helvoxXss?: unknown }).__helvoxXss,
    }));
    expect(findings).toEqual({ dangerous: 0, handlers: [], scriptLinks: [], trap: undefined });
    // Nothing of the article reached the page outside its body either.
    await expect(blog.main.locator('script, iframe, form')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
    await expect(page).toHaveURL(`/blog/${HOSTILE_SLUG}`);

    // A link in the body to another article navigates inside the app.
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await blog.body.getByRole('link', { name: 'Datenschutz und Hosting in der Schweiz' }).click();
    await expect(page).toHaveURL(`/blog/${ARTICLE.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });
});
