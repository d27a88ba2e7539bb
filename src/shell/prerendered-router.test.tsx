import { RouterProvider } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCards } from '@machines/blog-list/blog-list.fakes';
import { render } from '@/entry-server';
import { readPrerenderedBlog } from '@/blog/prerendered-blog';
import { createAppRouter } from '@/router';
import { server } from '../../tests/mocks/node';
import { blogScenarios } from '@/mocks/blog.handlers';

const firstPage = { posts: fakeCards.slice(0, 6), hasMore: true };
const article = { ...fakeCards[3]!, content: '<p>Gebaut mit diesem Text.</p>' };

/** The roots hydrated by a test, unmounted after it: React's work must not outlive jsdom. */
const roots: Root[] = [];

/**
 * The page as the browser gets it: the prerenderer's head (with the data blocks) and markup;
 * then what `main.tsx` does: the router gets the embedded data, loads, and the app hydrates.
 */
async function hydratePrerendered(path: string, options: Parameters<typeof render>[1]) {
  const page = await render(path, options);
  document.head.innerHTML = page.head;
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  const container = document.getElementById('root')!;
  window.history.replaceState(null, '', path);
  const router = createAppRouter({ prerendered: readPrerenderedBlog(document) });
  router.ssr = { manifest: undefined };
  await router.load();
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
        { onRecoverableError: recoverable },
      ),
    );
  });
  errors.mockRestore();
  return { page, router, recoverable, errors };
}

describe('prerendered blog data reaches the app through the router', () => {
  // The machines' first reads never answer: what shows is what the page was built with.
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    window.history.replaceState(null, '', '/');
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('/blog: the built cards are the route’s loader data, and hydrate without a mismatch', async () => {
    server.use(blogScenarios.hanging);
    const { page, router, recoverable, errors } = await hydratePrerendered('/blog', {
      firstPage,
    });
    expect(page.html).toContain(firstPage.posts[0]!.title);
    expect(router.state.matches.at(-1)?.loaderData).toEqual({ prerendered: firstPage });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    for (const card of firstPage.posts) expect(screen.getByText(card.title)).toBeInTheDocument();
  });

  it('/blog/{slug}: the built article is the route’s loader data, names the head and hydrates', async () => {
    server.use(blogScenarios.hanging);
    const { page, router, recoverable, errors } = await hydratePrerendered(
      `/blog/${article.slug}`,
      { article },
    );
    expect(page.html).toContain('Gebaut mit diesem Text.');
    expect(page.head).toContain(`<title>${article.title} | Helvox Blog</title>`);
    expect(router.state.matches.at(-1)?.loaderData).toEqual({
      prerendered: article,
      known: article,
      missing: false,
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByText('Gebaut mit diesem Text.')).toBeInTheDocument();
  });

  it('another article’s page carries none of it: the machine reads that one itself', async () => {
    const other = createAppRouter({ prerendered: { list: null, article } });
    await other.navigate({ to: '/blog/$slug', params: { slug: fakeCards[4]!.slug } });
    expect(other.state.matches.at(-1)?.loaderData).toEqual({
      prerendered: null,
      known: null,
      missing: false,
    });
  });
});
