import { AgentCallPage } from './pages/agent-call.page';
import { deviceIdOf, plugIn, scriptDevices, unplug } from './voice/devices';
import { expect, microphoneTracks, test } from './voice/microphone';
import { installVapiStandIn } from './voice/vapi-stand-in';

/*
 * The microphone choice with the real vapi driver over the scripted SDK stand-in
 * (production build): a choice is the SDK's device API, `setInputDevicesAsync({ audioDeviceId })`;
 * daily-js then opens that device itself, and the permission check's track is let go.
 */

const HEADSET = 'Fake Audio Input 2';

test.beforeEach(async ({ page }) => {
  await scriptDevices(page, { unplugged: [HEADSET] });
});

test('choosing a microphone calls setInputDevicesAsync with its id; unplugged, the default follows', async ({
  page,
}) => {
  const vapi = await installVapiStandIn(page);
  const call = await new AgentCallPage(page, 'Clara').openConnectedOver(vapi, '/clara-agent');

  await plugIn(page, HEADSET);
  const select = call.call.getByRole('combobox', { name: 'Mikrofon', exact: true });
  await expect(select.locator('option')).toHaveText([
    'Standardmikrofon',
    'Fake Audio Input 1',
    HEADSET,
  ]);
  const headsetId = await deviceIdOf(page, HEADSET);
  await select.selectOption({ label: HEADSET });
  await expect.poll(() => vapi.inputDevices()).toEqual([{ audioDeviceId: headsetId }]);
  await expect(select).toHaveValue(headsetId!);
  // daily-js's own track on the headset is the call's now (once its getUserMedia has answered:
  // the stand-in records the call first); the permission track is released.
  await expect.poll(() => vapi.trackLabel()).toBe(HEADSET);
  await expect.poll(async () => (await microphoneTracks(page)).live).toBe(1);

  // Unplugged mid-call: the driver reports the track's end, the machine falls back to the
  // browser's default (Chromium's `default`), the call goes on. (Its note, 'Das gewählte Mikrofon
  // ist nicht mehr verfügbar – …': call-microphone.demo.spec.ts.)
  await unplug(page, HEADSET);
  await expect
    .poll(() => vapi.inputDevices())
    .toEqual([{ audioDeviceId: headsetId }, { audioDeviceId: 'default' }]);
  await expect(call.connection).toHaveText('Verbunden');
  await expect(select).toHaveValue('');
  await expect.poll(() => vapi.trackLabel()).toBe('Fake Default Audio Input');
});
