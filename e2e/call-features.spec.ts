import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { FullCallPage } from './pages/full-call.page';
import {
  expectMicrophoneReleased,
  instrumentMicrophone,
  microphoneTracks,
} from './voice/microphone';
import { installVapiStandIn } from './voice/vapi-stand-in';

/*
 * Hear-check, type instead of talk and reconnecting with the real vapi driver over the scripted SDK stand-in (production build): the
 * SDK's own level of the call's microphone, typed lines as `add-message`, and Daily's
 * network-connection events for reconnecting.
 */

const RECONNECTING = 'Verbindung unterbrochen – wird wiederhergestellt...';
const NOTE_RECONNECTING =
  'Die Verbindung ist unterbrochen: Ihre Nachricht wurde nicht gesendet und bleibt im Feld.';
const NOTE_FAILED = 'Ihre Nachricht konnte nicht gesendet werden – sie bleibt im Feld.';
const HINT = 'Wir hören Sie nicht – ist Ihr Mikrofon stumm oder zu leise?';

const addMessage = (content: string) => ({
  type: 'add-message',
  message: { role: 'user', content },
});

test.use({ permissions: ['microphone'] });
test.beforeEach(async ({ page }) => {
  await instrumentMicrophone(page);
});

test('hear-check: the meter shows the SDK’s local level; 8 s of silence show the hint', async ({
  page,
}) => {
  await page.clock.install();
  const vapi = await installVapiStandIn(page);
  const call = await new AgentCallPage(page, 'Clara').openConnectedOver(vapi, '/clara-agent');
  await vapi.emit('local-volume-level', 0.42);
  await expect(call.meter).toHaveAttribute('aria-valuenow', '42');
  await expect(call.meter).toHaveAttribute('aria-valuemin', '0');
  await expect(call.meter).toHaveAttribute('aria-valuemax', '100');
  await vapi.emit('local-volume-level', 0);
  await page.clock.fastForward(8_000);
  await vapi.emit('local-volume-level', 0);
  await expect(call.call.getByText(HINT, { exact: true })).toBeVisible();
  // Sound: the hint goes.
  await vapi.emit('local-volume-level', 0.3);
  await expect(call.call.getByText(HINT, { exact: true })).toHaveCount(0);
  // One microphone: the level is the call's own, no second stream was opened.
  expect(await microphoneTracks(page)).toMatchObject({ live: 1, maxLive: 1 });
});

test('type instead of talk: add-message to the assistant; a refused send stays in the field', async ({
  page,
}) => {
  const vapi = await installVapiStandIn(page);
  const call = await new AgentCallPage(page, 'Clara').openConnectedOver(vapi, '/clara-agent');
  await call.message.fill('Haben Sie <b>morgen</b> Zeit?');
  await call.message.press('Enter');
  await expect(call.transcript).toContainText('Sie: Haben Sie bmorgen/b Zeit?');
  expect(await vapi.sent()).toEqual([addMessage('Haben Sie bmorgen/b Zeit?')]);

  await vapi.failNextSend();
  await call.message.fill('Und am Freitag?');
  await call.send.click();
  await expect(call.call.getByText(NOTE_FAILED, { exact: true })).toBeVisible();
  await expect(call.message).toHaveValue('Und am Freitag?');
  await expect(call.transcript).not.toContainText('Und am Freitag?');
  // Sent again, it goes.
  await call.send.click();
  await expect(call.transcript).toContainText('Sie: Und am Freitag?');
  expect(await vapi.sent()).toEqual([
    addMessage('Haben Sie bmorgen/b Zeit?'),
    addMessage('Und am Freitag?'),
  ]);
});

test('reconnecting: Daily’s network interrupted, a message waits in the field, the call resumes', async ({
  page,
}) => {
  const vapi = await installVapiStandIn(page);
  const call = await new AgentCallPage(page, 'Clara').openConnectedOver(vapi, '/clara-agent');
  await vapi.emit('network-connection', { type: 'signaling', event: 'interrupted' });
  await expect(call.call.getByText(RECONNECTING, { exact: true })).toBeVisible();
  await call.message.fill('Sind Sie noch da?');
  await call.send.click();
  await expect(call.call.getByText(NOTE_RECONNECTING, { exact: true })).toBeVisible();
  expect(await vapi.sent()).toEqual([]);
  await vapi.emit('network-connection', { type: 'signaling', event: 'connected' });
  await expect(call.call.getByText(RECONNECTING, { exact: true })).toHaveCount(0);
  // The line kept in the field goes out as it is.
  await call.send.click();
  await expect.poll(() => vapi.sent()).toEqual([addMessage('Sind Sie noch da?')]);
  expect((await vapi.state()).stops).toBe(0);
});

test('reconnecting: 15 s without network end the call with the connection error', async ({
  page,
}) => {
  await page.clock.install();
  const vapi = await installVapiStandIn(page);
  const call = await new AgentCallPage(page, 'Clara').openConnectedOver(vapi, '/clara-agent');
  await vapi.emit('network-connection', { type: 'sfu', event: 'interrupted' });
  await expect(call.call.getByText(RECONNECTING, { exact: true })).toBeVisible();
  await page.clock.fastForward(15_000);
  await expect(call.toast('Verbindungsfehler')).toBeVisible();
  await expect(page.getByText('Es gab ein Problem bei der Verbindung zu Clara.')).toBeVisible();
  await expect(call.connection).toHaveText('Nicht verbunden');
  await expectMicrophoneReleased(page);
  expect((await vapi.state()).stops).toBeGreaterThanOrEqual(1);
});

test('reconnecting on /full: its status line, then its connection error after 15 s', async ({
  page,
}) => {
  await page.clock.install();
  const vapi = await installVapiStandIn(page);
  await vapi.releaseSdk('ok');
  const full = new FullCallPage(page);
  await full.goto();
  await expect(full.mic).toBeEnabled();
  await full.mic.click();
  await expect.poll(() => vapi.hasPendingStart(), { timeout: 20_000 }).toBe(true);
  await vapi.settleStart('ok');
  await vapi.emit('call-start');
  await expect(full.status).toHaveText('Verbunden - Klicken Sie erneut zum Beenden');
  await vapi.emit('network-connection', { type: 'signaling', event: 'interrupted' });
  await expect(full.status).toHaveText(RECONNECTING);
  await page.clock.fastForward(15_000);
  await expect(full.toast('Fehler')).toBeVisible();
  await expect(
    page.getByText('Verbindungsfehler aufgetreten. Bitte versuchen Sie es erneut.'),
  ).toBeVisible();
  await expect(full.status).toHaveText('Klicken Sie auf das Mikrofon, um zu sprechen');
  await expectMicrophoneReleased(page);
});
