import { describe, expect, it } from 'vitest';
import { sameFullCallStatus, type FullCallStatus } from './full-call.status';

// What each state shows (the status, lights and button): machines/call/call.paths.test.ts, after
// every step of the call's covering paths.
describe('/full’s status', () => {
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
