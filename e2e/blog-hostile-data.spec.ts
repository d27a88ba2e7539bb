import type { Locator } from '@playwright/test';
import { blogSeedPosts, type BlogSeedRow } from '../supabase/data/blog-posts';
import { blogTableHandlers } from '../src/mocks/blog.handlers';
import { expect, test } from './fixtures';
import { BlogPage } from './pages/blog.page';

/**
 * Data the site must not trust: pictures on a host the Content-Security-Policy refuses.
 */

const DEFAULT_PICTURE = '/images/blog-default.svg';
const FOREIGN_PICTURE = 'https://bilder.fremder-host.example/praxis.jpg';

/** The picture an `<img>` shows, and whether it loaded (a broken one has no width). */
const shown = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => ({
    src: new URL(element.currentSrc || element.src).pathname,
    loaded: element.complete && element.naturalWidth > 0,
  }));

// A malformed row among good ones: skipped with a warning (src/blog/blog-rows.node.test.ts), the
// page short by it and the rest on 'Weitere Artikel laden' (the blog-list machine's paths).

test.describe('a picture on a host the Content-Security-Policy refuses', () => {
  test.use({
    allowConsoleErrors: /Loading the image .* violates the following Content Security Policy/,
  });

  const withForeignPicture = (row: BlogSeedRow, change: Partial<BlogSeedRow>) => ({
    ...row,
    ...change,
    image: FOREIGN_PICTURE,
  });

  test('its card and its article show the default picture instead of a broken one', async ({
    page,
    network,
  }) => {
    // The newest row (published after the build: no static page) has a picture elsewhere.
    const late = withForeignPicture(
      blogSeedPosts.find((post) => post.published)!,
      {
        id: 'ffffffff-0000-4000-8000-00000000f00d',
        slug: 'fremdes-bild',
        title: 'Ein Artikel mit einem Bild von anderswo',
        date: '2099-02-01',
      },
    );
    network.use(...blogTableHandlers([late, ...blogSeedPosts]));
    const blog = new BlogPage(page);
    await blog.openList();
    const card = blog.cards.first();
    await expect(card.getByRole('heading')).toHaveText(late.title);
    await expect
      .poll(() => shown(card.locator('img')))
      .toEqual({ src: DEFAULT_PICTURE, loaded: true });
    await blog.cardLink(late.title).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(late.title);
    const picture = page.locator('main header img');
    await expect.poll(() => shown(picture)).toEqual({ src: DEFAULT_PICTURE, loaded: true });
  });
});
