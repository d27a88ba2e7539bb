import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeSnapshot } from 'xstate/graph';
import { logoStripAllPaths, logoStripPlan } from '../../machines/logo-strip/logo-strip.paths';
import { callOwnerPlan } from '../../machines/call-owner/call-owner.paths';
import { demoFormAllPaths, demoFormPlan } from '../../machines/demo-form/demo-form.paths';
import { fullGatePlan } from '../../machines/full-gate/full-gate.paths';
import { mobileMenuPlan } from '../../machines/mobile-menu/mobile-menu.paths';
import { cacheKey, coveringPathsOf, pathCache, sourceHash, toSequence } from './path-cache';
import {
  coveringPaths,
  describePath,
  generatePaths,
  type CoveringOptions,
  type MachinePath,
  type PathPlan,
} from './paths';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const temporary: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'path-cache-'));
  temporary.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
  delete (globalThis as { __stryker__?: unknown }).__stryker__;
  vi.unstubAllEnvs();
});

/** Counts how often the generated paths are asked for. */
function source(paths: () => readonly MachinePath[]) {
  const counted = { calls: 0, all: () => (counted.calls++, paths()) };
  return counted;
}
const never = () => {
  throw new Error('generated again although the choice was stored');
};

/** A path as generation tells states apart: title, events and the state key after each. */
function shape(plan: PathPlan, paths: readonly MachinePath[]) {
  const key = plan.serializeState ?? serializeSnapshot;
  return paths.map((path) => ({
    title: describePath(path),
    weight: path.weight,
    final: key(path.state),
    steps: path.steps.map((step) => ({ event: step.event, state: key(step.state) })),
  }));
}

// Plans with a state key of their own, and without: the cache is the same for the call's
// (generating its 16,734 states alone took 30 s of this file).
const CASES: [PathPlan, () => readonly MachinePath[], CoveringOptions][] = [
  [demoFormPlan, () => demoFormAllPaths, { stateEvents: true }],
  [logoStripPlan, () => logoStripAllPaths, {}],
  [callOwnerPlan, () => generatePaths(callOwnerPlan), { stateEvents: true }],
  [fullGatePlan, () => generatePaths(fullGatePlan), {}],
  [mobileMenuPlan, () => generatePaths(mobileMenuPlan), { stateEvents: true }],
];

describe('covering paths kept between runs (the mutation runs)', () => {
  it.each(
    CASES.map(
      ([plan, all, options]) => [plan.name, JSON.stringify(options), plan, all, options] as const,
    ),
  )(
    '%s %s: a stored choice rebuilds exactly the paths generation chose',
    (_, __, plan, all, options) => {
      const dir = tempDir();
      const generated = source(all);
      const chosen = pathCache(ROOT, dir).covering(plan, generated.all, options);
      expect(generated.calls).toBe(1);
      expect(shape(plan, chosen)).toEqual(shape(plan, coveringPaths(plan, all(), options)));
      expect(readdirSync(dir)).toHaveLength(1);

      // A new import (a Stryker worker's next run): the same sources find the stored choice.
      const rebuilt = pathCache(ROOT, dir).covering(plan, never, options);
      expect(shape(plan, rebuilt)).toEqual(shape(plan, chosen));
      for (const [index, path] of rebuilt.entries()) {
        // The very sample events, not copies: replays and titles see the same objects.
        path.steps
          .slice(1)
          .forEach((step, at) => expect(step.event).toBe(chosen[index]!.steps[at + 1]!.event));
        expect(toSequence(plan, path)).toEqual(toSequence(plan, chosen[index]!));
      }
    },
    120_000,
  );

  it('a changed machine source is chosen again; a changed test is not part of the key', () => {
    const root = tempDir();
    const dir = tempDir();
    mkdirSync(join(root, 'machines', 'menu'), { recursive: true });
    const machineFile = join(root, 'machines', 'menu', 'menu.machine.ts');
    writeFileSync(machineFile, "export const initial = 'closed';\n");
    writeFileSync(join(root, 'machines', 'menu', 'menu.machine.test.ts'), '// one test\n');
    writeFileSync(join(root, 'package-lock.json'), '{}\n');
    const generated = source(() => generatePaths(mobileMenuPlan));
    const choose = () => pathCache(root, dir).covering(mobileMenuPlan, generated.all);

    choose();
    choose();
    expect(generated.calls).toBe(1);

    writeFileSync(join(root, 'machines', 'menu', 'menu.machine.test.ts'), '// two tests\n');
    choose();
    expect(generated.calls).toBe(1);

    writeFileSync(machineFile, "export const initial = 'open';\n");
    choose();
    expect(generated.calls).toBe(2);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
    choose();
    expect(generated.calls).toBe(3);
    writeFileSync(join(root, 'machines', 'paths.ts'), '// the selection changed\n');
    choose();
    expect(generated.calls).toBe(4);
    expect(readdirSync(dir)).toHaveLength(4);
  });

  it('another plan name, sample event, input, state key or option is another key', () => {
    const sources = sourceHash(ROOT);
    const base = cacheKey(sources, fullGatePlan, {});
    const events = fullGatePlan.events as readonly { type: string; error?: unknown }[];
    const renamedError = events.map((event) =>
      event.error ? { ...event, error: new Error('prompt closed') } : event,
    );
    expect(cacheKey(sources, fullGatePlan, {})).toBe(base);
    expect(
      new Set([
        base,
        cacheKey('other sources', fullGatePlan, {}),
        cacheKey(sources, { ...fullGatePlan, name: 'gate' }, {}),
        cacheKey(sources, { ...fullGatePlan, events: events.slice(1) }, {}),
        cacheKey(sources, { ...fullGatePlan, events: renamedError }, {}),
        cacheKey(sources, { ...fullGatePlan, input: { passwordSha256: '0'.repeat(64) } }, {}),
        cacheKey(sources, { ...fullGatePlan, serializeState: (s) => String(s.value) }, {}),
        cacheKey(sources, fullGatePlan, { stateEvents: true }),
      ]).size,
    ).toBe(8);
  });

  it('a choice made while a Stryker mutant is switched on is used but never stored', () => {
    const dir = tempDir();
    (globalThis as { __stryker__?: unknown }).__stryker__ = { activeMutant: '12' };
    const generated = source(() => generatePaths(mobileMenuPlan));
    const chosen = pathCache(ROOT, dir).covering(mobileMenuPlan, generated.all);
    expect(chosen.length).toBeGreaterThan(0);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    pathCache(ROOT, dir).covering(mobileMenuPlan, generated.all);
    expect(generated.calls).toBe(2);
  });

  it('an unreadable or unfitting entry is chosen again and written anew', () => {
    const dir = tempDir();
    const generated = source(() => generatePaths(mobileMenuPlan));
    pathCache(ROOT, dir).covering(mobileMenuPlan, generated.all);
    const [file] = readdirSync(dir);
    writeFileSync(join(dir, file!), '{"sequences": [[99]]}');
    pathCache(ROOT, dir).covering(mobileMenuPlan, generated.all);
    writeFileSync(join(dir, file!), 'not json');
    pathCache(ROOT, dir).covering(mobileMenuPlan, generated.all);
    expect(generated.calls).toBe(3);
    pathCache(ROOT, dir).covering(mobileMenuPlan, never);
  });

  it('outside the mutation runs the paths are generated and chosen every time', () => {
    vi.stubEnv('MODEL_PATHS_CACHE', '');
    const generated = source(() => generatePaths(mobileMenuPlan));
    const first = coveringPathsOf(mobileMenuPlan, generated.all);
    coveringPathsOf(mobileMenuPlan, generated.all);
    expect(generated.calls).toBe(2);
    expect(first.map(describePath)).toEqual(
      coveringPaths(mobileMenuPlan, generatePaths(mobileMenuPlan)).map(describePath),
    );
  });
});
