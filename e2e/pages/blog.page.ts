import type { Locator, Page } from '@playwright/test';
import { BLOG_LIST_TEXT as list } from '../../tests/expected/blog-list.expected';
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
}
