import { describe, expect, it } from 'vitest';
import { callToast, errorToast } from './call-toast-text';

/*
 * Every toast the call machine's paths raise is compared, text by text, on each surface by the
 * surfaces' view replay in Chromium (src/features/agents/call-surfaces.view.test.tsx, its oracle
 * in tests/expected/). Stated here: what no path reaches (spec section 8).
 */
describe('call toasts no path reaches', () => {
  it("'SDK nicht bereit': with the widget's detail, without one on /full", () => {
    expect(errorToast('widget', 'sdkNotReady')).toEqual({
      kind: 'error',
      title: 'SDK nicht bereit',
      description: 'Vapi ist noch nicht initialisiert.',
    });
    expect(errorToast('fullPage', 'sdkNotReady')).toEqual({
      kind: 'error',
      title: 'SDK nicht bereit',
    });
    expect(errorToast('agentPage', 'sdkNotReady', { agent: 'Clara' })).toEqual({
      kind: 'error',
      title: 'Fehler',
      description: 'Anruf konnte nicht gestartet werden.',
    });
  });

  it("a widget's start failure without a message: 'Unbekannter Fehler'", () => {
    expect(errorToast('widget', 'startFailed')).toEqual({
      kind: 'error',
      title: 'Verbindungsfehler',
      description: 'Unbekannter Fehler',
    });
  });

  it("an agent page's unmute; the widget shows no mute toasts", () => {
    expect(callToast('agentPage', { type: 'mic.unmuted' }, 'Mia')).toEqual({
      kind: 'success',
      title: 'Mikrofon aktiviert',
      description: 'Sie können wieder sprechen.',
    });
    expect(callToast('widget', { type: 'mic.muted' })).toBeNull();
    expect(callToast('widget', { type: 'mic.unmuted' })).toBeNull();
  });
});
