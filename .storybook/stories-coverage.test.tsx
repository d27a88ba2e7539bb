import { describe, expect, it } from 'vitest';
import { plansByMachine } from '../tests/model/coverage';
import { generatePaths, reachableStateNames } from '../tests/model/paths';

interface StoryLike {
  /** `surface`: one of the views a story file shows side by side (the call's surfaces). */
  parameters?: { machine?: string; machineState?: string; surface?: string };
}
interface StoriesModule {
  default: { title?: string };
  [name: string]: unknown;
}

// A machine explored from more than one input (the article, opened and prerendered) has a plan
// per input: its stories cover the states any of them reaches.
const machines = plansByMachine(
  Object.values(
    import.meta.glob<Record<string, unknown>>('../machines/**/*.paths.ts', { eager: true }),
  ),
);

const storyModules = import.meta.glob<StoriesModule>('../src/**/*.stories.tsx', { eager: true });

/** Views (a story title, with its surface if it names one) per machine, each with its states. */
function storiesByMachine() {
  const out = new Map<string, Map<string, string[]>>();
  for (const module of Object.values(storyModules)) {
    for (const [name, value] of Object.entries(module)) {
      if (name === 'default') continue;
      const params = (value as StoryLike).parameters;
      if (!params?.machine || !params.machineState) continue;
      const title = `${module.default.title ?? '?'}${params.surface ? ` (${params.surface})` : ''}`;
      const views = out.get(params.machine) ?? new Map<string, string[]>();
      views.set(title, [...(views.get(title) ?? []), params.machineState]);
      out.set(params.machine, views);
    }
  }
  return out;
}

describe('one story per reachable state', () => {
  const stories = storiesByMachine();

  it('finds the machines and their stories', () => {
    expect(machines.size).toBeGreaterThan(0);
  });

  it.each([...machines])(
    '%s',
    (machine, machinePlans) => {
      const reachable = [
        ...new Set(machinePlans.flatMap((plan) => reachableStateNames(generatePaths(plan)))),
      ].sort();
      const views = stories.get(machine);
      expect(views, `no stories for machine ${machine}`).toBeDefined();
      for (const [title, states] of views ?? []) {
        // A state may have variants (its context: ready after a refused microphone); every
        // reachable state has one at least, and no story names a state the machine cannot reach.
        expect([...new Set(states)].sort(), `stories of "${title}" for ${machine}`).toEqual(
          reachable,
        );
      }
      // The call's two plans (the second for answer times) generate ~44,000 states: seconds, not 5.
    },
    60_000,
  );
});
