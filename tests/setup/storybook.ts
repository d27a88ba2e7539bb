import { afterEach } from 'vitest';

/**
 * Marks the stories that run a play function (`meta.play` in Vitest's JSON report): `npm test`
 * counts each of those as a test, and the stories that only render and pass axe as one smoke
 * check (decision 0022). Storybook's Vitest plugin hands the composed story to the test's
 * context; its `play` is undefined when the story has none.
 */
afterEach((context) => {
  const { story } = context as typeof context & { story?: { play?: unknown } };
  if (story?.play) context.task.meta.play = true;
});

declare module 'vitest' {
  interface TaskMeta {
    /** The story ran a play function. */
    play?: boolean;
  }
}
