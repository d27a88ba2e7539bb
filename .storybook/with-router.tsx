import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { Decorator } from '@storybook/react-vite';

/** Views with links need a router; stories get a memory router that renders the story. */
export const withRouter: Decorator = (Story, context) => {
  const path = (context.parameters.path as string | undefined) ?? '/';
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Story /> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return <RouterProvider router={router as never} />;
};
