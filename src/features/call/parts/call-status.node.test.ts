import { expect, it } from 'vitest';
import { sameActivity } from './call-status';

// What the status line and ring show in each state: machines/call/call.paths.test.ts, along the
// call's paths.
it('activities are the same when tone and label are', () => {
  const ready = { tone: 'idle', label: 'Bereit' } as const;
  expect(sameActivity(ready, { tone: 'idle', label: 'Bereit' })).toBe(true);
  expect(sameActivity(ready, { tone: 'loading', label: 'Bereit' })).toBe(false);
  expect(sameActivity(ready, { tone: 'idle', label: 'Lädt...' })).toBe(false);
});
