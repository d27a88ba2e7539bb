import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { callOutputInCall, type CallOutputEvent } from './call-output.machine';
import { selectOutputBlocked, selectOutputEnabling } from './call-output.selectors';

describe('call output: the ports', () => {
  it("asks the driver inside the press, and follows the driver's reports", () => {
    const enableOutput = vi.fn();
    let report: (event: CallOutputEvent) => void = () => {};
    const actor = createActor(
      callOutputInCall({
        enableOutput,
        outputReports: fromCallback(({ sendBack }) => {
          report = sendBack;
        }),
      }),
    ).start();
    // Before it is blocked, a press (there is no button) asks nothing.
    actor.send({ type: 'output.enable' });
    expect(enableOutput).not.toHaveBeenCalled();
    report({ type: 'output.blocked' });
    expect(selectOutputBlocked(actor.getSnapshot())).toBe(true);
    expect(selectOutputEnabling(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'output.enable' });
    expect(enableOutput).toHaveBeenCalledTimes(1);
    expect(selectOutputEnabling(actor.getSnapshot())).toBe(true);
    // While asking, the note stays (its button says it is turning the sound on).
    expect(selectOutputBlocked(actor.getSnapshot())).toBe(true);
    // A second press while asking asks nothing more.
    actor.send({ type: 'output.enable' });
    expect(enableOutput).toHaveBeenCalledTimes(1);
    report({ type: 'output.started' });
    expect(selectOutputBlocked(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().machine.id).toBe('callOutput');
    actor.stop();
  });

  it('without ports it only waits (no report, no sound)', () => {
    const actor = createActor(callOutputInCall()).start();
    expect(actor.getSnapshot().value).toBe('unknown');
    actor.send({ type: 'output.blocked' });
    actor.send({ type: 'output.enable' });
    expect(actor.getSnapshot().value).toBe('enabling');
    actor.stop();
  });
});
