import { describe, expect, it } from 'vitest';
import { callSnapshot, type CallStateName } from '@tests/model/call-snapshots';
import { sameActivity, selectCallActivity, selectIsAskingForMicrophone } from './call-status';

/**
 * Spec section 2 (floating widget): the status lines 'KI spricht...', 'Am Zuhören',
 * 'Verbinde...', 'Bereit', 'Lädt...' and the ring's colour idle, loading, connected, speaking.
 */
const EXPECTED: Record<CallStateName, { tone: string; label: string }> = {
  sdkIdle: { tone: 'idle', label: 'Bereit' },
  sdkLoading: { tone: 'loading', label: 'Lädt...' },
  sdkFailed: { tone: 'idle', label: 'Bereit' },
  ready: { tone: 'idle', label: 'Bereit' },
  requestingMic: { tone: 'loading', label: 'Verbinde...' },
  connecting: { tone: 'loading', label: 'Verbinde...' },
  listening: { tone: 'connected', label: 'Am Zuhören' },
  speaking: { tone: 'speaking', label: 'KI spricht...' },
  // The network is gone, the call waits for it.
  reconnecting: { tone: 'loading', label: 'Verbindung unterbrochen – wird wiederhergestellt...' },
  ending: { tone: 'loading', label: 'Lädt...' },
};

describe('the call’s status line and ring (widget, agent pages)', () => {
  it.each(Object.entries(EXPECTED))('%s', (state, expected) => {
    expect(selectCallActivity(callSnapshot(state as CallStateName))).toEqual(expected);
  });

  it('a start queued while the SDK loads already reads "Verbinde..."', () => {
    expect(selectCallActivity(callSnapshot('sdkLoading', { startQueued: true }))).toEqual({
      tone: 'loading',
      label: 'Verbinde...',
    });
  });

  it('the microphone hint shows only while the browser asks', () => {
    const asking = Object.keys(EXPECTED).filter((state) =>
      selectIsAskingForMicrophone(callSnapshot(state as CallStateName)),
    );
    expect(asking).toEqual(['requestingMic']);
  });

  it('activities are the same when tone and label are', () => {
    const ready = { tone: 'idle', label: 'Bereit' } as const;
    expect(sameActivity(ready, { tone: 'idle', label: 'Bereit' })).toBe(true);
    expect(sameActivity(ready, { tone: 'loading', label: 'Bereit' })).toBe(false);
    expect(sameActivity(ready, { tone: 'idle', label: 'Lädt...' })).toBe(false);
  });
});
