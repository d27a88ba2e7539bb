import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstInteraction } from './after-frame';

describe('afterFirstInteraction', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }),
  );
  afterEach(() => vi.useRealTimers());

  it.each(['pointerdown', 'keydown', 'focusin'])(
    'runs the work once, after the frame that follows a %s, not in its task',
    async (type) => {
      const work = vi.fn();
      afterFirstInteraction(document, work);
      await vi.advanceTimersByTimeAsync(500);
      expect(work, 'nothing before an interaction').not.toHaveBeenCalled();

      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(work, 'not in the interaction’s task').not.toHaveBeenCalled();
      // The next frame comes 16 ms later (the fallback for no frame waits 100 ms).
      await vi.advanceTimersByTimeAsync(20);
      expect(work).toHaveBeenCalledOnce();

      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(500);
      expect(work, 'only the first interaction').toHaveBeenCalledOnce();
    },
  );

  it('does nothing once cancelled', async () => {
    const work = vi.fn();
    afterFirstInteraction(document, work)();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(500);
    expect(work).not.toHaveBeenCalled();
  });
});
