import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNoticeSlot, guardNavigations } from './navigation-guard';
import { NavigationNotice } from './navigation-notice-host';
import { lazyRouteComponent } from './route-chunk';

// The notice's own code, loaded once before the tests: transforming it on a busy machine took
// longer than a query's wait, and its late arrival is not what these tests are about (the last
// test makes it fail on purpose).
beforeAll(async () => {
  await import('./navigation-notice');
});

let unguard: (() => void) | undefined;
afterEach(() => {
  unguard?.();
  unguard = undefined;
  vi.restoreAllMocks();
});

const TITLE = 'Diese Seite konnte nicht geladen werden.';
const DESCRIPTION = 'Bitte prüfen Sie Ihre Verbindung.';

/** A home page with a field, and a blog page whose code arrives when `goOnline` was called. */
async function setup(options: Parameters<typeof guardNavigations>[2] = {}) {
  let online = false;
  const blogCode = vi.fn(async () => {
    if (!online) throw new TypeError('Importing a module script failed.');
    return { BlogPage: () => <h1>Blog</h1> };
  });
  function Home() {
    const [name, setName] = useState('');
    return (
      <main>
        <label>
          Name
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <Link to="/blog">Blog</Link>
      </main>
    );
  }
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <NavigationNotice />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: Home });
  const blog = createRoute({
    getParentRoute: () => root,
    path: '/blog',
    component: lazyRouteComponent(blogCode, 'BlogPage'),
  });
  const navigationNotice = createNoticeSlot();
  const router = createRouter({
    routeTree: root.addChildren([home, blog]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { navigationNotice },
  });
  unguard = guardNavigations(router as never, navigationNotice, options);
  await act(() => router.load());
  render(<RouterProvider router={router as never} />);
  return { router, blogCode, goOnline: () => (online = true) };
}

describe('a page whose code does not load is not navigated to', () => {
  it('the visitor keeps the page and what they typed, sees why, and can try again', async () => {
    const { router, blogCode, goOnline } = await setup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Anna Müller');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${TITLE} ${DESCRIPTION}`);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Müller');
    expect(blogCode).toHaveBeenCalled();

    // Still no connection: the notice stays (the retry waits, then it fails again).
    const calls = blogCode.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(blogCode.mock.calls.length).toBeGreaterThan(calls));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Erneut versuchen' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(TITLE);
    expect(router.state.location.pathname).toBe('/');

    goOnline();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the notice can be closed; the page stays', async () => {
    const { router } = await setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    await user.click(await screen.findByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a page whose code loads is navigated to as always', async () => {
    const { router, goOnline } = await setup();
    goOnline();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the notice’s own code does not come either, the plain notice still offers the retry', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { router, goOnline } = await setup({ load });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Anna');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${TITLE} ${DESCRIPTION}`);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Name')).toHaveValue('Anna');
    // The first interaction asked for it ahead, the failed navigation again.
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);

    goOnline();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
