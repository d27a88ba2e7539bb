import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { liveCallActors, MOBILE_CALL_START_DELAY_MS } from './live-call';
import { fakeDriver } from '@tests/voice/fake-driver';

/** A phone or tablet (no hover, coarse pointer) or a desktop browser. */
function deviceIs(touch: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: touch && query === '(hover: none) and (pointer: coarse)',
  }));
}

describe('the mobile call start delay (one startCall, with the delay as its option)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts 1000 ms after the microphone was granted on touch devices', async () => {
    deviceIs(true);
    const { driver, log } = fakeDriver();
    const actor = createActor(liveCallActors(driver).startCall, {
      input: { agent: 'clara', microphone: null },
    }).start();
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['start demo-assistant-clara clara']);
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('starts at once elsewhere', async () => {
    deviceIs(false);
    const { driver, log } = fakeDriver();
    createActor(liveCallActors(driver).startCall, {
      input: { agent: 'helvox', microphone: null },
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['start demo-assistant-helvox helvox']);
  });

  it('is 1000 ms, spec section 9', () => {
    expect(MOBILE_CALL_START_DELAY_MS).toBe(1000);
  });
});
