import type { SnapshotFrom, StateValue } from 'xstate';
import { callMachine } from '../../machines/call/call.machine';
import { EMPTY_RECAP_NOTES } from '../../machines/call/call.setup';
import type { CallContext } from '../../machines/call/call.types';

/** The call's phases, by state value, for tests of what views show in each. */
export const CALL_STATES = {
  sdkIdle: 'sdkIdle',
  sdkLoading: 'sdkLoading',
  sdkFailed: 'sdkFailed',
  ready: 'ready',
  requestingMic: 'requestingMic',
  connecting: { session: 'connecting' },
  listening: { session: { connected: 'listening' } },
  speaking: { session: { connected: 'speaking' } },
  reconnecting: { session: { connected: 'reconnecting' } },
  ending: { session: 'ending' },
} as const satisfies Record<string, StateValue>;

export type CallStateName = keyof typeof CALL_STATES;

/** A call snapshot in `state` (not started: no actor runs), with a context as the machine's. */
export function callSnapshot(
  state: CallStateName,
  context: Partial<CallContext> = {},
): SnapshotFrom<typeof callMachine> {
  return callMachine.resolveState({
    value: CALL_STATES[state],
    context: {
      agent: 'helvox',
      connectOn: 'callStart',
      enhancedAudio: true,
      error: null,
      startQueued: false,
      microphone: null,
      muted: false,
      volume: 0,
      transcript: [],
      endReason: null,
      clock: Date.now,
      recapNotes: EMPTY_RECAP_NOTES,
      recap: null,
      ...context,
    } as CallContext,
  });
}
