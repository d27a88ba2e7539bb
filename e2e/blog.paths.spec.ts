import type { EventObject } from 'xstate';
import { getResponse, http, HttpResponse } from 'msw';
import { LIST_KEY } from '../src/blog/blog-cache';
import type { BlogLoadError, BlogPage as Page } from '../src/blog/blog.types';
import {
  blogListPaths,
  blogListPlan,
  FETCH_DONE,
  FETCH_ERROR,
  READ_CACHE_DONE,
  READ_CACHE_ERROR,
} from '../machines/blog-list/blog-list.paths';
import {
  BLOG_LIST_TOAST,
  expectedBlogListToast,
  expectedBlogListUi,
} from '../tests/expected/blog-list.expected';
import { blogListModelsAlong, type BlogListStart } from '../tests/expected/blog-list.model';
import { BLOG_POSTS_URL, blogHandlers, blogScenarios } from '../src/mocks/blog.handlers';
import { describePath } from '../tests/model/paths';
import { compareScreen, replayPath } from '../tests/model/replay';
import { expect, test } from './fixtures';
import { BlogPage } from './pages/blog.page';
import { countToasts, toastsShown } from './toasts';

type Answer = (request: Request) => Promise<Response> | Response;

/** How the data service answers the read a path step stands for. */
function answerFor(event: EventObject): Answer {
  if (event.type === FETCH_ERROR) {
    const { failure } = (event as EventObject & { error: BlogLoadError }).error;
    return failure === 'status'
      ? (request) => getResponse([blogScenarios.status500], request) as Promise<Response>
      : () => HttpResponse.error();
  }
  const { posts } = (event as EventObject & { output: Page }).output;
  // A page with posts is the seed's own answer for the offset the page asked for.
  return posts.length > 0
    ? (request) => getResponse(blogHandlers, request) as Promise<Response>
    : () => HttpResponse.json([]);
}

test.describe('blog list: generated paths replayed in Chromium', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  for (const path of blogListPaths) {
    const title = describePath(path);
    if (path.steps.some((step) => step.event.type === READ_CACHE_ERROR)) {
      // Not producible in a browser: the cache (`src/blog/blog-cache.ts`) catches every storage
      // failure (blocked storage, quota, corrupt entries) and answers a miss, so its actor
      // never rejects. The path is replayed against the view in jsdom (blog-list.view.test.tsx).
      test.skip(title, () => {});
      continue;
    }

    test(title, async ({ page, network }) => {
      const blog = new BlogPage(page);
      // A toast's text is its title followed by its description: both are checked.
      const description = `${BLOG_LIST_TOAST.title}${BLOG_LIST_TOAST.description}`;
      // What the spec's list shows after each of the path's events, played before anything
      // runs: the oracle never reads the machine.
      const expectedSteps = blogListModelsAlong(
        path.steps.map((step) => step.event),
        blogListPlan.input as BlogListStart,
      );
      let stepIndex = 0;
      let toastsBefore = 0;

      // Every read of the table waits until the path's next step says how it is answered.
      const held: ((answer: Answer) => void)[] = [];
      network.use(
        http.get(
          BLOG_POSTS_URL,
          ({ request }) =>
            new Promise<Response>((resolve) => held.push((answer) => resolve(answer(request)))),
        ),
      );
      // The app's code waits too: until then the page is the prerendered HTML, which is the view
      // of the machine's first state (checking the cache), as a visitor sees it.
      let releaseApp = () => {};
      const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await appHeld;
        await route.fallback();
      });

      await replayPath(path, {
        async start(next) {
          const cached = next?.type === READ_CACHE_DONE && (next as { output?: Page }).output;
          if (cached) {
            await page.addInitScript(
              ([key, list]) =>
                localStorage.setItem(key!, JSON.stringify({ ...list, fetchedAt: Date.now() })),
              [LIST_KEY, cached] as const,
            );
          }
          await countToasts(page);
          await page.goto('/blog', { waitUntil: 'commit' });
        },
        async perform(event) {
          stepIndex += 1;
          toastsBefore = await toastsShown(page, description);
          if (event.type === 'list.more') {
            await blog.loadMore.click();
          } else if (event.type === 'list.retry') {
            await blog.retry.click();
          } else if (event.type === READ_CACHE_DONE) {
            // The app starts and reads the cache that `start` prepared.
            releaseApp();
          } else if (event.type === FETCH_DONE || event.type === FETCH_ERROR) {
            await expect
              .poll(() => held.length, { message: 'a read is waiting' })
              .toBeGreaterThan(0);
            held.shift()!(answerFor(event));
          }
        },
        async expectState() {
          const step = expectedSteps[stepIndex]!;
          const ui = expectedBlogListUi(step.model);
          await expect.poll(() => blog.readUi()).toEqual(ui);
          const screenFacts = compareScreen(await blog.readUi(), ui);
          const raised = expectedBlogListToast(step) ? 1 : 0;
          await expect
            .poll(() => toastsShown(page, description), { message: 'error toasts shown' })
            .toBe(toastsBefore + raised);
          const newToasts = (await toastsShown(page, description)) - toastsBefore;
          return [...screenFacts, ...compareScreen({ newToasts }, { newToasts: raised })];
        },
      });
      // Every read was answered, except the one a path ending in a reading state waits for.
      const reading = path.state.matches('loading') || path.state.hasTag('loadingMore');
      await expect.poll(() => held.length, { message: 'reads waiting' }).toBe(reading ? 1 : 0);
    });
  }
});
