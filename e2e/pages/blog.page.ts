import type { Locator, Page } from '@playwright/test';
import { BLOG_ARTICLE_TEXT, type BlogArticleUi } from '../../tests/expected/blog-article.expected';
import { BLOG_LIST_TEXT as list, type BlogListUi } from '../../tests/expected/blog-list.expected';
import { BLOG_POSTS_URL } from '../../src/mocks/blog.handlers';

/** The blog list (`/blog`) and article (`/blog/{slug}`) pages. */
export class BlogPage {
  readonly main: Locator;
  readonly grid: Locator;
  readonly cards: Locator;
  readonly skeletons: Locator;
  readonly status: Locator;
  readonly loadMore: Locator;
  readonly retry: Locator;
  readonly samples: Locator;
  readonly body: Locator;
  /** URLs of every request to the blog table so far. */
  readonly requests: string[] = [];

  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.grid = this.main.getByRole('list', { name: list.gridLabel });
    this.cards = this.grid.getByRole('listitem');
    this.skeletons = this.main.locator('[data-skeleton]');
    this.status = this.main.getByRole('status');
    this.loadMore = this.main.getByRole('button', {
      name: /^(Weitere Artikel laden|Artikel werden geladen\.\.\.)$/,
    });
    this.retry = this.main.getByRole('button', { name: list.retry });
    this.samples = this.main.getByRole('region', { name: list.samplesHeading });
    this.body = this.main.locator('[data-article-body]');
    page.on('request', (request) => {
      if (request.url().startsWith(BLOG_POSTS_URL)) this.requests.push(request.url());
    });
  }

  async openList() {
    await this.page.goto('/blog');
  }

  async openArticle(slug: string) {
    await this.page.goto(`/blog/${slug}`);
  }

  cardLink(title: string): Locator {
    return this.grid.getByRole('link', { name: title, exact: true });
  }

  toast(description: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: description });
  }

  /**
   * What the list page shows, in the shape of `expectedBlogListUi`. Read in one pass inside the
   * page, so that a state change cannot fall between two reads (and nothing waits for elements).
   */
  async readUi(): Promise<BlogListUi> {
    return this.main.evaluate((main, text) => {
      const textOf = (element: Element | null | undefined) => element?.textContent ?? '';
      const headingsIn = (container: Element | null | undefined) =>
        container ? [...container.querySelectorAll('h2, h3')].map(textOf) : [];
      const status = main.querySelector('[role="status"]');
      const more = [...main.querySelectorAll('button')].find((button) =>
        [text.loadMore, text.loadingMore as string].includes(textOf(button)),
      );
      const panel = [...main.querySelectorAll('h2')]
        .map(textOf)
        .find((title) => [text.errorTitle, text.emptyTitle as string].includes(title));
      const retry = [...main.querySelectorAll('button')].some((b) => textOf(b) === text.retry);
      const home = [...main.querySelectorAll('a')].some((a) => textOf(a) === text.home);
      const samplesHeading = [...main.querySelectorAll('section > h2')].find(
        (heading) => textOf(heading) === text.samplesHeading,
      );
      return {
        loading:
          textOf(status) === text.loading && main.querySelectorAll('[data-skeleton]').length === 6,
        cards: headingsIn(main.querySelector(`ul[aria-label="${text.gridLabel}"]`)),
        loadMore: more
          ? { label: textOf(more), disabled: more.getAttribute('aria-disabled') === 'true' }
          : null,
        panel: panel ?? null,
        panelAction: retry ? text.retry : home ? text.home : null,
        samples: headingsIn(samplesHeading?.parentElement?.querySelector('ul')),
      };
    }, list);
  }

  /** What the article page shows, in the shape of `expectedBlogArticleUi` (read in one pass). */
  async readArticleUi(): Promise<BlogArticleUi> {
    return this.main.evaluate((main, text) => {
      const status = main.querySelector('[role="status"]');
      const h1 = main.querySelector('h1');
      // A notice's text is the paragraph right under its h1 (an article's h1 is in its header).
      const next = h1?.closest('header') ? null : h1?.nextElementSibling;
      return {
        h1: h1?.textContent ?? '',
        notice: next?.tagName === 'P' ? next.textContent : null,
        loading: status?.textContent === text.loading && !!main.querySelector('[data-skeleton]'),
        byline: main.querySelector('header time')?.parentElement?.textContent ?? null,
        body: !!main.querySelector('[data-article-body]'),
        controls: [...main.querySelectorAll('a, button')]
          .filter((control) => !control.closest('[data-article-body]'))
          .map((control) => control.textContent ?? ''),
      };
    }, BLOG_ARTICLE_TEXT);
  }
}
