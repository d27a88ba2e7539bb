import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_CLICKS } from '@/lib/held-input';
import { useShortcut } from './shortcut-keys';

const isShiftD = (event: KeyboardEvent) => event.shiftKey && event.key.toLowerCase() === 'd';

function Shortcut({ run, enabled = true }: { run: () => void; enabled?: boolean }) {
  useShortcut(isShiftD, run, { enabled });
  return null;
}

/** A key as the browser dispatches it, noted by the inline script as long as it listens. */
function press(init: KeyboardEventInit, noted: KeyboardEvent[] | null) {
  const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
  if (noted)
    document.addEventListener('keydown', () => noted.push(event), { once: true, capture: true });
  document.body.dispatchEvent(event);
  return event;
}

describe('shortcuts pressed before the app listened', () => {
  afterEach(() => delete window[HELD_CLICKS]);

  it('a shortcut noted before its listener started is handled when it starts, once', async () => {
    const keys: KeyboardEvent[] = [];
    window[HELD_CLICKS] = { queue: [], keys, stop: () => {} };
    press({ key: 'a' }, keys);
    press({ key: 'D', shiftKey: true }, keys);
    const run = vi.fn();
    const { rerender } = render(<Shortcut run={run} />);
    await act(async () => {});
    expect(run).toHaveBeenCalledTimes(1);
    // Only its own key was taken; another listener's key waits.
    expect(keys.map((key) => key.key)).toEqual(['a']);
    rerender(<Shortcut run={run} />);
    await act(async () => {});
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('handles it after the effects of its commit: a subscription declared later hears it', async () => {
    const keys: KeyboardEvent[] = [];
    window[HELD_CLICKS] = { queue: [], keys, stop: () => {} };
    press({ key: 'D', shiftKey: true }, keys);
    const heard: string[] = [];
    let listening = false;
    function Page() {
      useShortcut(isShiftD, () => heard.push(listening ? 'heard' : 'lost'));
      useEffect(() => {
        listening = true;
      }, []);
      return null;
    }
    render(<Page />);
    await act(async () => {});
    expect(heard).toEqual(['heard']);
  });

  it('a key noted while the listener already listens is handled once, live', () => {
    const keys: KeyboardEvent[] = [];
    window[HELD_CLICKS] = { queue: [], keys, stop: () => {} };
    const run = vi.fn();
    render(<Shortcut run={run} />);
    press({ key: 'D', shiftKey: true }, keys);
    expect(run).toHaveBeenCalledTimes(1);
    expect(keys).toEqual([]);
    // A second listener starting later does not handle it again.
    const later = vi.fn();
    render(<Shortcut run={later} />);
    expect(later).not.toHaveBeenCalled();
  });

  it('waits while disabled (a closed menu), and takes the noted key once enabled', async () => {
    const keys: KeyboardEvent[] = [];
    window[HELD_CLICKS] = { queue: [], keys, stop: () => {} };
    press({ key: 'D', shiftKey: true }, keys);
    const run = vi.fn();
    const { rerender } = render(<Shortcut run={run} enabled={false} />);
    await act(async () => {});
    expect(run).not.toHaveBeenCalled();
    rerender(<Shortcut run={run} enabled />);
    await act(async () => {});
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without the inline script (a page the app renders itself) it simply listens', () => {
    const run = vi.fn();
    render(<Shortcut run={run} />);
    press({ key: 'x' }, null);
    expect(run).not.toHaveBeenCalled();
    press({ key: 'd', shiftKey: true }, null);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
