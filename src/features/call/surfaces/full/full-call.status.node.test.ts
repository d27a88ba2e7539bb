import { describe, expect, it } from 'vitest';
import { callStepsAlongPaths } from '@tests/model/call-snapshots';
import { expectedCallUi } from '@tests/expected/call-surfaces.expected';
import {
  selectCallActivity,
  selectFullCanToggle,
  selectIsAskingForMicrophone,
} from '../../parts/call-status';
import { sameFullCallStatus, selectFullCallStatus, type FullCallStatus } from './full-call.status';

/*
 * The status lines, lights and buttons each surface derives from the call (spec section 2), along
 * the call's covering paths: after every step they must say what the surfaces' oracle
 * (`tests/expected/call-surfaces.expected.ts`) says there. The widget and the agent pages share
 * the activity line and the ring's colour; `/full` has its status text, two lights and the
 * microphone button, disabled until the SDK is ready.
 */
describe('status line and ring (widget, agent pages), /full’s status, lights and button', () => {
  it.each(callStepsAlongPaths())('%s', (_, steps) => {
    for (const { label, snapshot, model } of steps()) {
      const widget = expectedCallUi(model, 'widget');
      const full = expectedCallUi(model, 'fullPage');
      const [callLight, sdkLight] = full.lights!;
      expect(
        {
          activity: selectCallActivity(snapshot),
          askingForMicrophone: selectIsAskingForMicrophone(snapshot),
          full: selectFullCallStatus(snapshot),
          fullCanToggle: selectFullCanToggle(snapshot),
        },
        label,
      ).toEqual({
        activity: { tone: widget.tone, label: widget.activity },
        askingForMicrophone: widget.micPrompt,
        full: { text: full.status, callLight, sdkLight },
        fullCanToggle: !full.mic!.disabled,
      });
    }
  });

  it('/full: two statuses are the same only when every part is', () => {
    const base: FullCallStatus = {
      text: 'Klicken Sie auf das Mikrofon, um zu sprechen',
      callLight: { colour: 'blue', text: 'KI Assistent bereit' },
      sdkLight: { colour: 'green', text: 'Sichere Verbindung' },
    };
    expect(sameFullCallStatus(base, structuredClone(base))).toBe(true);
    const changed: FullCallStatus[] = [
      { ...base, text: 'Verbunden - Klicken Sie erneut zum Beenden' },
      { ...base, callLight: { ...base.callLight, colour: 'green' } },
      { ...base, callLight: { ...base.callLight, text: 'Verbunden' } },
      { ...base, sdkLight: { ...base.sdkLight, colour: 'grey' } },
      { ...base, sdkLight: { ...base.sdkLight, text: 'SDK lädt...' } },
    ];
    for (const other of changed) expect(sameFullCallStatus(base, other)).toBe(false);
  });
});
