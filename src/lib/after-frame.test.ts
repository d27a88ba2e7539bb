import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstInteraction } from './after-frame';

describe('afterFirstInteraction', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }),
  );
  afterEach(() => vi.useRealTimers());

  it.each([
    ['pointerdown', 'pointerup'],
    ['pointerdown', 'pointercancel'],
    ['keydown', 'keyup'],
    [null, 'focusin'],
  ])(
    'runs the work once, after the frame that follows a %s released by a %s, not before',
    async (start, end) => {
      const dispatch = (type: string) =>
        document.body.dispatchEvent(new Event(type, { bubbles: true }));
      const work = vi.fn();
      afterFirstInteraction(document, work);
      await vi.advanceTimersByTimeAsync(500);
      expect(work, 'nothing before an interaction').not.toHaveBeenCalled();

      if (start) {
        dispatch(start);
        // A press moves the focus: that is not the interaction's end.
        dispatch('focusin');
        await vi.advanceTimersByTimeAsync(500);
        expect(work, 'not while pressed').not.toHaveBeenCalled();
      }
      dispatch(end);
      expect(work, 'not in the release’s task').not.toHaveBeenCalled();
      // The next frame comes 16 ms later (the fallback for no frame waits 100 ms), then idle.
      await vi.advanceTimersByTimeAsync(20);
      expect(work).toHaveBeenCalledOnce();

      dispatch('pointerdown');
      dispatch('pointerup');
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
