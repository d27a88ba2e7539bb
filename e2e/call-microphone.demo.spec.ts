import type { Locator, Page } from '@playwright/test';
import { AgentCallPage } from './pages/agent-call.page';
import { FullCallPage } from './pages/full-call.page';
import { deviceIdOf, mediaRequests, plugIn, refuse, scriptDevices, unplug } from './voice/devices';
import { expectCallFits } from './voice/layout';
import { expect, microphoneTracks, test } from './voice/microphone';

/*
 * The microphone choice, with the preview driver (demo build) over Chromium's fake
 * inputs: 'Fake Audio Input 2' stands for a headset, unplugged at first and plugged in mid-call.
 */

const HEADSET = 'Fake Audio Input 2';
const OFFER = `Neues Mikrofon erkannt: ${HEADSET}`;
const FELL_BACK =
  'Das gewählte Mikrofon ist nicht mehr verfügbar – jetzt wird das Standardmikrofon verwendet.';
const SWITCH_FAILED = 'Das Mikrofon konnte nicht gewechselt werden.';

test.beforeEach(async ({ page }) => {
  await scriptDevices(page, { unplugged: [HEADSET] });
});

/** The select 'Mikrofon' of a call surface. */
const microphoneSelect = (call: AgentCallPage) =>
  call.call.getByRole('combobox', { name: 'Mikrofon', exact: true });

/** The texts of the select's options. */
const optionsOf = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((o) => o.textContent));

/** The loudest the meter 'Ihr Mikrofon' reads from now on (the fake input beeps). */
async function watchMeter(page: Page, meter: Locator) {
  await meter.evaluate((element) => {
    const w = window as { __meterMax?: number };
    w.__meterMax = 0;
    new MutationObserver(() => {
      w.__meterMax = Math.max(w.__meterMax ?? 0, Number(element.getAttribute('aria-valuenow')));
    }).observe(element, { attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as { __meterMax?: number }).__meterMax ?? 0);
}

/** The label of the one live microphone track (the call's input). */
const liveInput = (page: Page) =>
  page.evaluate(() =>
    window.__tracks
      .filter((t) => t.readyState === 'live')
      .map((t) => t.label)
      .join(', '),
  );

/**
 * The offer hides after 15 s unanswered, and the layout checks made while it shows can take
 * longer than that on a busy machine: the headset is plugged out and in again, so the press
 * meets a fresh offer.
 */
async function offerAgain(page: Page, offer: Locator) {
  await unplug(page, HEADSET);
  await expect(offer).toBeHidden();
  await plugIn(page, HEADSET);
  await expect(offer).toBeVisible();
}

test('one call: a headset plugged in is offered and one press switches to it, the meter follows; unplugged, the default takes over with a note; a device that refuses keeps the old one', async ({
  page,
}) => {
  const call = await new AgentCallPage(page, 'Clara').openConnected('/clara-agent');
  const select = microphoneSelect(call);
  await expect(select).toBeVisible();
  expect(await optionsOf(select)).toEqual(['Standardmikrofon', 'Fake Audio Input 1']);
  await expect(select).toHaveValue('');

  await plugIn(page, HEADSET);
  const offer = call.call.getByText(OFFER, { exact: true });
  await expect(offer).toBeVisible();
  let before = (await mediaRequests(page)).length;
  const meterMax = await watchMeter(page, call.meter);
  await call.call.getByRole('button', { name: 'Verwenden', exact: true }).click();
  await expect(offer).toBeHidden();
  const headsetId = await deviceIdOf(page, HEADSET);
  await expect(select).toHaveValue(headsetId!);
  // (The select shows its target as the switch begins: what the switch does is polled.)
  await expect
    .poll(async () => (await mediaRequests(page)).slice(before))
    .toEqual([{ audio: { deviceId: { exact: headsetId } } }]);
  // One microphone: the headset's, the old one released.
  await expect.poll(() => liveInput(page)).toBe(HEADSET);
  await expect.poll(async () => (await microphoneTracks(page)).live).toBe(1);
  // The hear-check reads the new input (Chromium's fake input beeps).
  await expect.poll(meterMax, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(call.connection).toHaveText('Verbunden');

  // The chosen headset unplugged: the default opened (no device asked for), the call goes on.
  before = (await mediaRequests(page)).length;
  await unplug(page, HEADSET);
  await expect(call.call.getByText(FELL_BACK, { exact: true })).toBeVisible();
  await expect(select).toHaveValue('');
  expect(await optionsOf(select)).toEqual(['Standardmikrofon', 'Fake Audio Input 1']);
  expect((await mediaRequests(page)).slice(before)).toEqual([{ audio: true }]);
  await expect(call.connection).toHaveText('Verbunden');
  await expect.poll(() => liveInput(page)).toBe('Fake Default Audio Input');

  // A device that refuses to open: the old one stays, with a note.
  await refuse(page, (await deviceIdOf(page, 'Fake Audio Input 1'))!);
  await select.selectOption({ label: 'Fake Audio Input 1' });
  await expect(call.call.getByText(SWITCH_FAILED, { exact: true })).toBeVisible();
  await expect(select).toHaveValue('');
  await expect(call.connection).toHaveText('Verbunden');
  expect(await microphoneTracks(page)).toMatchObject({ live: 1 });
  await expect.poll(() => liveInput(page)).toBe('Fake Default Audio Input');
});

test('the default microphone ending (permission revoked) still ends the call', async ({ page }) => {
  const call = await new AgentCallPage(page, 'Clara').openConnected('/clara-agent');
  await expect(microphoneSelect(call)).toBeVisible();
  await unplug(page, 'Fake Default Audio Input');
  await expect(call.toast('Fehler')).toBeVisible();
  await expect(call.connection).toHaveText('Nicht verbunden');
  expect((await microphoneTracks(page)).live).toBe(0);
});

test('/full (dark): the choice and the offer fit 320 px', async ({ page }) => {
  const screen = new FullCallPage(page);
  await screen.goto();
  await screen.mic.click();
  await expect(screen.status).toHaveText('Verbunden - Klicken Sie erneut zum Beenden');
  const select = screen.main.getByRole('combobox', { name: 'Mikrofon', exact: true });
  await expect(select).toBeVisible();
  await plugIn(page, HEADSET);
  const offer = screen.main.getByText(OFFER, { exact: true });
  await expect(offer).toBeVisible();
  await page.setViewportSize({ width: 320, height: 568 });
  await expectCallFits(page, screen.main, '/full microphone offer, 320 px');
  await offerAgain(page, offer);
  await screen.main.getByRole('button', { name: 'Verwenden', exact: true }).click();
  await expect(select).toHaveValue((await deviceIdOf(page, HEADSET))!);
  await expectCallFits(page, screen.main, '/full microphone chosen, 320 px');
});
