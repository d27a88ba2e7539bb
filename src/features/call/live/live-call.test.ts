import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { liveCallActors } from './live-call';
import { fakeDriver } from '@tests/voice/fake-driver';

describe('the mobile call start delay (spec section 9: one startCall, the delay its option)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['a phone or tablet (no hover, coarse pointer): 1000 ms after the grant', true, 'clara', 1000],
    ['a desktop browser: at once', false, 'helvox', 0],
  ] as const)('%s', async (_, touch, agent, delayMs) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: touch && query === '(hover: none) and (pointer: coarse)',
    }));
    const { driver, log } = fakeDriver();
    const actor = createActor(liveCallActors(driver).startCall, {
      input: { agent, microphone: null },
    }).start();
    if (delayMs > 0) {
      await vi.advanceTimersByTimeAsync(delayMs - 1);
      expect(log).toEqual([]);
    }
    await vi.advanceTimersByTimeAsync(delayMs > 0 ? 1 : 0);
    expect(log).toEqual([`start demo-assistant-${agent} ${agent}`]);
    await waitFor(actor, (s) => s.status === 'done');
  });
});
