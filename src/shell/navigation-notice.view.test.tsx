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
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { NavigationLocation } from '@machines/navigation-notice/navigation-notice.machine';
import { navigationNoticePaths } from '@machines/navigation-notice/navigation-notice.paths';
import { describePath, stateName } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { createNoticeSlot, guardNavigations } from './navigation-guard';
import { NavigationNotice } from './navigation-notice-host';

const TEXT = 'Diese Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.';

/** How the next request for a page's code is answered; `hold` keeps it open until settled. */
type Answer = 'load' | 'fail' | 'hold';

/**
 * A site with a start page and two pages whose code the test answers (a header link's and a
 * blog card's), the guard of main.tsx and the notice of the root route.
 */
async function site(options: Parameters<typeof guardNavigations>[2] = {}) {
  let answer: Answer = 'fail';
  let held: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const page = (title: string) =>
    Object.assign(() => <h1>{title}</h1>, {
      preload: () =>
        new Promise<void>((resolve, reject) => {
          if (answer === 'load') resolve();
          else if (answer === 'fail') reject(new TypeError('Failed to fetch'));
          else held = { resolve, reject };
        }),
    });
  const root = createRootRoute({
    component: () => (
      <>
        <nav>
          <Link to="/">Start</Link>
          <Link to="/blog">Blog</Link>
          {/* Not a page of the app: the registered route types do not know it. */}
          <Link to={'/blog/erster-beitrag' as never}>Artikel</Link>
        </nav>
        <Outlet />
        <NavigationNotice />
      </>
    ),
  });
  const navigationNotice = createNoticeSlot();
  const router = createRouter({
    context: { navigationNotice },
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Start</h1> }),
      createRoute({ getParentRoute: () => root, path: '/blog', component: page('Blog') }),
      createRoute({
        getParentRoute: () => root,
        path: '/blog/erster-beitrag',
        component: page('Artikel'),
      }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const unguard = guardNavigations(router as never, navigationNotice, options);
  await act(() => router.load());
  render(<RouterProvider router={router as never} />);
  return {
    router,
    navigationNotice,
    unguard,
    answer: (next: Answer) => (answer = next),
    waitForHeld: () => waitFor(() => expect(held).toBeDefined()),
    settle(outcome: 'load' | 'fail') {
      const request = held!;
      held = undefined;
      answer = outcome;
      if (outcome === 'load') request.resolve();
      else request.reject(new TypeError('Failed to fetch'));
    },
  };
}

// The notice's code, compiled by the dev server before the first path (cold, with both cores
// busy, its compile alone took over the first failure's 5 s): the paths wait for the view, not
// for Vite.
beforeAll(() => import('./navigation-notice'), 60_000);

describe('navigation notice view, replaying the generated paths', () => {
  it.each(navigationNoticePaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const user = userEvent.setup();
      const s = await site();
      onTestFinished(s.unguard);
      const actor = () => {
        const slot = s.navigationNotice.get();
        return slot?.kind === 'ready' ? slot.actor : undefined;
      };
      const state = () => stateName(actor()?.getSnapshot().value ?? 'idle');
      const link = (href: string) =>
        screen.getByRole('link', { name: href === '/blog' ? 'Blog' : 'Artikel' });
      const pathname = () => s.router.state.location.pathname;

      await replayPath(path, {
        async start() {
          await screen.findByRole('heading', { name: 'Start' });
        },
        async perform(event: EventObject, next) {
          const from = state();
          if (event.type === 'navigation.failed') {
            const { href } = (event as EventObject & { location: NavigationLocation }).location;
            if (from === 'retrying') {
              s.settle('fail');
              return;
            }
            if (pathname() === href) {
              // Already there (a retry that worked): the visitor goes to the start page first.
              s.answer('load');
              await user.click(screen.getByRole('link', { name: 'Start' }));
              await waitFor(() => expect(pathname()).toBe('/'));
            }
            s.answer('fail');
            await user.click(link(href));
          } else if (event.type === 'navigation.succeeded') {
            if (from === 'retrying') {
              s.settle('load');
              return;
            }
            // The visitor taps the same link again, and now its page's code comes.
            const { href } = actor()!.getSnapshot().context.location!;
            s.answer('load');
            await user.click(link(href));
          } else if (event.type === 'retry') {
            s.answer('hold');
            await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
            if (next) await s.waitForHeld();
          } else if (event.type === 'dismiss') {
            await user.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
          }
        },
        async expectState(expected: AnyMachineSnapshot) {
          const name = stateName(expected.value);
          // The first failure waits for the notice's code to start (compiled in `beforeAll`).
          await waitFor(() => expect(state()).toBe(name), { timeout: 5000 });
          if (name === 'idle') {
            await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
            return ['no notice'];
          }
          const alert = await screen.findByRole('alert');
          expect(alert).toHaveTextContent(TEXT);
          const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
          expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeVisible();
          const { href } = expected.context.location as NavigationLocation;
          // The page the visitor was on stays: not the one that failed.
          expect(pathname()).not.toBe(href);
          if (name === 'retrying') {
            expect(retry).toHaveAttribute('aria-disabled', 'true');
            return [`notice "${TEXT}"`, '"Erneut versuchen" waits', `still not on ${href}`];
          }
          expect(retry).not.toHaveAttribute('aria-disabled');
          return [`notice "${TEXT}"`, '"Erneut versuchen" offered', `still not on ${href}`];
        },
      });
    },
    15_000,
  );
});

it("the notice's code comes while the plain notice shows: the same failure stays, and its retry goes there", async () => {
  const user = userEvent.setup();
  let codeComes = false;
  const load = () =>
    codeComes ? import('./navigation-notice') : Promise.reject(new TypeError('Failed to fetch'));
  // The first interaction's fetch of the code, fired by the test: late, back online.
  const firstInteraction = new EventTarget();
  const s = await site({ load, doc: firstInteraction as Document });
  onTestFinished(s.unguard);

  await user.click(screen.getByRole('link', { name: 'Blog' }));
  const plain = await screen.findByRole('alert');
  expect(plain).toHaveTextContent(TEXT);
  expect(s.navigationNotice.get().kind).toBe('code-failed');

  codeComes = true;
  // The guard fetches the code once the browser is idle after the interaction (up to 2 s on a
  // busy machine): the test waits for the slot to say so, not for a clock.
  const ready = new Promise<void>((resolve) => {
    const stop = s.navigationNotice.subscribe(() => {
      if (s.navigationNotice.get().kind !== 'ready') return;
      stop();
      resolve();
    });
  });
  firstInteraction.dispatchEvent(new Event('pointerup'));
  await ready;
  expect(await screen.findByRole('alert')).toHaveTextContent(TEXT);
  expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeVisible();
  expect(s.router.state.location.pathname).toBe('/');

  s.answer('load');
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  await screen.findByRole('heading', { name: 'Blog' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
