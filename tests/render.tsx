import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { ToastProvider } from '@/components/toaster';
import { createToasts, ToastsContext, type Toasts } from '@/components/toasts';
import { stateName } from '@tests/model/paths';

/**
 * Renders a view inside a minimal router (at `path`, with a `/` route beside it), for views
 * that use links or navigation, with the app's notifications (`toasts`: by default an instance
 * of its own, without a toaster). Resolves once the route has rendered.
 */
export async function renderWithRouter(
  ui: ReactNode,
  path = '/',
  { toasts = createToasts() }: { toasts?: Toasts } = {},
) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const routes = [path, ...(path === '/' ? [] : ['/'])].map((routePath) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: routePath,
      component: () => <ToastsContext value={toasts}>{ui}</ToastsContext>,
    }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(() => router.load());
  const result = render(<RouterProvider router={router as never} />);
  return { ...result, router };
}

/**
 * `view` of an actor with the toasts its container raises (`useToasts`, e.g. the demo form's),
 * shown by the app's toaster.
 */
export function withToaster<Ref>(
  useToasts: (actorRef: Ref) => void,
  view: (ref: Ref) => ReactNode,
) {
  function Raising({ actorRef }: { actorRef: Ref }) {
    useToasts(actorRef);
    return view(actorRef);
  }
  return (actorRef: Ref) => (
    <ToastProvider>
      <Raising actorRef={actorRef} />
    </ToastProvider>
  );
}

/** How many of the toaster's toasts show `title` over `description`. */
export const toastsShown = ({ title, description }: { title: string; description: string }) =>
  [...document.querySelectorAll('[data-sonner-toast]')].filter(
    (toast) =>
      toast.querySelector('[data-title]')?.textContent === title &&
      toast.querySelector('[data-description]')?.textContent === description,
  ).length;

/** Waits until `actor` is in the state a path's step expects. */
export const reached = (actor: AnyActorRef, expected: AnyMachineSnapshot) =>
  waitFor(() => expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)));
