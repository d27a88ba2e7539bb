import {
  blogArticlePrerenderedPaths,
  blogArticlePrerenderedPlan,
} from '../machines/blog-article/blog-article.paths';
import type { BlogArticleInput } from '../machines/blog-article/blog-article.types';
import { expectedBlogArticleUi } from '../tests/expected/blog-article.expected';
import {
  blogArticleModelsAlong,
  type BlogArticleStart,
} from '../tests/expected/blog-article.model';
import { describePath } from '../tests/model/paths';
import { compareScreen, replayPath } from '../tests/model/replay';
import { expect, test } from './fixtures';
import { BlogPage } from './pages/blog.page';

const { slug } = blogArticlePrerenderedPlan.input as BlogArticleInput;

/**
 * The article machine on a prerendered article page of the built site (the e2e build prerenders
 * the seed's articles): the app hydrates the page with the article it was built with as the
 * machine's input, which goes straight on to `shown`. The paths opened by slug are replayed
 * against the view in Chromium by Vitest's browser project (blog-article.view.test.tsx).
 */
test.describe('blog article, prerendered: generated paths replayed in Chromium', () => {
  for (const path of blogArticlePrerenderedPaths) {
    test(describePath(path), async ({ page, request }) => {
      const html = await (await request.get(`/blog/${slug}`)).text();
      expect(html, 'the page carries its article').toContain('id="prerendered-article"');
      const blog = new BlogPage(page);
      // What the spec's article shows after each of the path's events (the start only).
      const expectedSteps = blogArticleModelsAlong(
        path.steps.map((step) => step.event),
        blogArticlePrerenderedPlan.input as BlogArticleStart,
      );
      let stepIndex = 0;
      await replayPath(path, {
        async start() {
          // Waits until the app has hydrated: a mismatch would be a console error (fixtures).
          await blog.openArticle(slug);
        },
        async perform(event) {
          throw new Error(`a prerendered article takes no event: ${event.type}`);
        },
        async expectState() {
          const ui = expectedBlogArticleUi(expectedSteps[stepIndex++]!.model);
          await expect.poll(() => blog.readArticleUi()).toEqual(ui);
          return compareScreen(await blog.readArticleUi(), ui);
        },
      });
      // Shown as built: the data service was not asked.
      expect(blog.requests).toEqual([]);
    });
  }
});
