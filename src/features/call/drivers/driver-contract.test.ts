import { beforeEach, describe, expect, it, vi } from 'vitest';
import { previewHarness, vapiHarness, type DriverHarness } from '@tests/voice/driver-harness';
import { resetFakeVapi } from '@tests/voice/fake-vapi';

vi.mock('@vapi-ai/web', () => import('@tests/voice/fake-vapi'));

beforeEach(resetFakeVapi);

// What both drivers promise the call machine (`machines/call/call.driver.ts`), played to each
// through its harness; each driver's own mechanics are in its own test file.
describe.each([
  ['vapi', vapiHarness],
  ['preview', async () => previewHarness({ metering: true })],
] as [string, () => Promise<DriverHarness>][])('%s driver: the call contract', (_, harness) => {
  it('without a call, before and after one: a typed line and an input switch are refused; mute and “Ton einschalten” do nothing', async () => {
    const { driver, seen, connect, muted, pass } = await harness();
    driver.setMuted(true);
    expect(muted()).toBe(false);
    for (const when of ['before', 'after']) {
      expect(() => driver.send('Hallo'), when).toThrow('No active call');
      await expect(driver.setInputDevice('headset'), when).rejects.toThrow('No active call');
      seen.length = 0;
      driver.enableOutput?.();
      await pass(1_000);
      expect(seen, when).toEqual([]);
      await connect();
      await driver.stop();
    }
  });

  it('during the call only: the visitor’s level and the network are reported; an input switch releases the lent microphone and watches the new one, a refused one rejects', async () => {
    const { driver, seen, lease, connect, level, network, nextInput } = await harness();
    const outside = async () => {
      await level();
      network('interrupted');
    };
    await outside();
    await connect();
    await level();
    network('interrupted');
    network('restored');
    const chosen = nextInput();
    await driver.setInputDevice('headset');
    expect(lease.track.readyState).toBe('ended');
    expect(seen).not.toContain('input-ended');
    chosen()!.end();
    nextInput('OverconstrainedError');
    await expect(driver.setInputDevice('usb')).rejects.toThrow('OverconstrainedError');
    await driver.stop();
    await outside();
    expect(seen.filter((line) => /^(mic-level|network|input-ended)/.test(line))).toEqual([
      'mic-level 0.20',
      'network interrupted',
      'network restored',
      'input-ended',
    ]);
  });

  it('mutes the call’s microphone and unmutes it', async () => {
    const { driver, connect, muted, pass } = await harness();
    await connect();
    for (const mute of [true, false]) {
      driver.setMuted(mute);
      await pass(0);
      expect(muted()).toBe(mute);
    }
    await driver.stop();
  });
});
