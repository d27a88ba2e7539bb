import { describe, expect, it } from 'vitest';
import { callSnapshot, type CallStateName } from '@tests/model/call-snapshots';
import { selectFullCanToggle } from '../../parts/call-status';
import { sameFullCallStatus, selectFullCallStatus, type FullCallStatus } from './full-call.status';

const READY = 'Klicken Sie auf das Mikrofon, um zu sprechen';
const CONNECTING = 'Verbindung wird hergestellt...';
const CONNECTED = 'Verbunden - Klicken Sie erneut zum Beenden';
const SDK_LOADING = 'SDK wird initialisiert...';

/**
 * Spec section 2 (full-page assistant): the status text, the first light 'Verbunden' /
 * 'Verbinde...' / 'KI Assistent bereit' / 'Initialisiere...', the second 'Sichere Verbindung' /
 * 'SDK lädt...', coloured grey, blue, yellow or green by state; the button is disabled until the
 * SDK is ready.
 */
const EXPECTED: Record<CallStateName, FullCallStatus> = {
  sdkIdle: {
    text: SDK_LOADING,
    callLight: { colour: 'grey', text: 'Initialisiere...' },
    sdkLight: { colour: 'grey', text: 'SDK lädt...' },
  },
  sdkLoading: {
    text: SDK_LOADING,
    callLight: { colour: 'grey', text: 'Initialisiere...' },
    sdkLight: { colour: 'yellow', text: 'SDK lädt...' },
  },
  sdkFailed: {
    text: READY,
    callLight: { colour: 'grey', text: 'Initialisiere...' },
    sdkLight: { colour: 'grey', text: 'SDK lädt...' },
  },
  ready: {
    text: READY,
    callLight: { colour: 'blue', text: 'KI Assistent bereit' },
    sdkLight: { colour: 'green', text: 'Sichere Verbindung' },
  },
  requestingMic: {
    text: CONNECTING,
    callLight: { colour: 'yellow', text: 'Verbinde...' },
    sdkLight: { colour: 'green', text: 'Sichere Verbindung' },
  },
  connecting: {
    text: CONNECTING,
    callLight: { colour: 'yellow', text: 'Verbinde...' },
    sdkLight: { colour: 'green', text: 'Sichere Verbindung' },
  },
  listening: {
    text: CONNECTED,
    callLight: { colour: 'green', text: 'Verbunden' },
    sdkLight: { colour: 'green', text: 'Sichere Verbindung' },
  },
  speaking: {
    text: CONNECTED,
    callLight: { colour: 'green', text: 'Verbunden' },
    sdkLight: { colour: 'green', text: 'Sichere Verbindung' },
  },
  // The network is gone; the call is still on (the button ends it).
  reconnecting: {
    text: 'Verbindung unterbrochen – wird wiederhergestellt...',
    callLight: { colour: 'green', text: 'Verbunden' },
    sdkLight: { colour: 'green', text: 'Sichere Verbindung' },
  },
  ending: {
    text: READY,
    callLight: { colour: 'blue', text: 'KI Assistent bereit' },
    sdkLight: { colour: 'green', text: 'Sichere Verbindung' },
  },
};

/** Clicks the big button takes: start when ready (or retry a failed SDK), end when connected. */
const CAN_TOGGLE: Record<CallStateName, boolean> = {
  sdkIdle: false,
  sdkLoading: false,
  sdkFailed: true,
  ready: true,
  requestingMic: false,
  // The button cancels a start under way (on /full the microphone can cancel).
  connecting: true,
  listening: true,
  speaking: true,
  reconnecting: true,
  ending: false,
};

describe('/full: status text, lights and the microphone button', () => {
  it.each(Object.entries(EXPECTED))('%s', (state, expected) => {
    expect(selectFullCallStatus(callSnapshot(state as CallStateName))).toEqual(expected);
  });

  it('a start queued while the SDK loads reads as connecting', () => {
    expect(selectFullCallStatus(callSnapshot('sdkLoading', { startQueued: true }))).toEqual({
      text: CONNECTING,
      callLight: { colour: 'yellow', text: 'Verbinde...' },
      sdkLight: { colour: 'yellow', text: 'SDK lädt...' },
    });
  });

  it('the button takes a click only when it can start or end', () => {
    const can = Object.fromEntries(
      Object.keys(CAN_TOGGLE).map((state) => [
        state,
        selectFullCanToggle(callSnapshot(state as CallStateName)),
      ]),
    );
    expect(can).toEqual(CAN_TOGGLE);
  });

  it('two statuses are the same only when every part is', () => {
    const base = EXPECTED.ready;
    expect(sameFullCallStatus(base, structuredClone(base))).toBe(true);
    const changed: FullCallStatus[] = [
      { ...base, text: CONNECTED },
      { ...base, callLight: { ...base.callLight, colour: 'green' } },
      { ...base, callLight: { ...base.callLight, text: 'Verbunden' } },
      { ...base, sdkLight: { ...base.sdkLight, colour: 'grey' } },
      { ...base, sdkLight: { ...base.sdkLight, text: 'SDK lädt...' } },
    ];
    for (const other of changed) expect(sameFullCallStatus(base, other)).toBe(false);
  });
});
