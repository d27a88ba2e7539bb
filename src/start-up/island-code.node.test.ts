import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { addIslandCode, prefetchIslandCode } from './island-code';

describe("deferred islands' code by name", () => {
  it('asked for before its loader is known (the route code on its way): it starts when the loader comes, once', () => {
    prefetchIslandCode('spaet');
    const load = vi.fn(() => Promise.resolve());
    onTestFinished(addIslandCode('spaet', load));
    expect(load).toHaveBeenCalledTimes(1);
    prefetchIslandCode('spaet');
    expect(load).toHaveBeenCalledTimes(2);
    // Another island's name starts nothing of this one.
    prefetchIslandCode('andere');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a load that fails is left to the island (its notice): no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    onTestFinished(() => void process.off('unhandledRejection', unhandled));
    onTestFinished(addIslandCode('kaputt', () => Promise.reject(new Error('404'))));
    prefetchIslandCode('kaputt');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
  });
});
