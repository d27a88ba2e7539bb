import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { listedDevices } from '@tests/voice/fake-media';
import { DriverEmitter } from '../drivers/driver';
import { listAudioInputs, microphonePorts } from './microphone-list';

describe('the browser’s audio inputs', () => {
  it("lists the audio inputs without Chromium's aliases, duplicates or malformed entries", async () => {
    const { media } = listedDevices([
      { kind: 'audioinput', deviceId: 'default', label: 'Standard – Headset' },
      { kind: 'audioinput', deviceId: 'communications', label: 'Kommunikation – Headset' },
      { kind: 'audioinput', deviceId: 'built-in', label: ' Eingebautes Mikrofon ' },
      { kind: 'audioinput', deviceId: 'headset', label: '<b>Headset</b>' },
      { kind: 'audioinput', deviceId: 'headset', label: 'Headset' },
      { kind: 'audiooutput', deviceId: 'speakers', label: 'Lautsprecher' },
      { kind: 'audioinput', deviceId: 7, label: 'kaputt' },
      { kind: 'audioinput', deviceId: 'eighty', label: `${'x'.repeat(79)}😀` },
      { kind: 'audioinput', deviceId: 'long', label: `${'x'.repeat(78)}😀😀${'y'.repeat(419)}` },
      { kind: 'audioinput', deviceId: 'longer', label: `Mikrofon ${'z'.repeat(2_000)}` },
      { kind: 'audioinput', deviceId: '', label: '' },
      null,
    ]);
    expect(await listAudioInputs(media)).toEqual([
      { deviceId: 'built-in', label: 'Eingebautes Mikrofon' },
      // Shown as text by the view, never as HTML.
      { deviceId: 'headset', label: '<b>Headset</b>' },
      // 80 characters are shown whole; a longer label (500, 2,000) its first 79 and '…'.
      { deviceId: 'eighty', label: `${'x'.repeat(79)}😀` },
      { deviceId: 'long', label: `${'x'.repeat(78)}😀…` },
      { deviceId: 'longer', label: `Mikrofon ${'z'.repeat(70)}…` },
    ]);
  });

  it('rejects where the browser cannot list its devices', async () => {
    await expect(listAudioInputs({} as MediaDevices)).rejects.toThrow('enumerateDevices');
  });

  // What the ports report (the new list on devicechange, the driver's input-ended): the
  // microphone choice's view replay in Chromium runs over them. Here what it does not show.
  it('hands a switch to the driver with its id, and reports nothing once stopped', async () => {
    const emitter = new DriverEmitter();
    const { media, change } = listedDevices([]);
    const listed = vi.spyOn(media, 'enumerateDevices');
    const switched: Array<string | null> = [];
    const ports = microphonePorts(
      {
        setInputDevice: async (deviceId) => void switched.push(deviceId),
        on: (event, listener) => emitter.on(event, listener),
      },
      media,
    );
    const seen: string[] = [];
    const parent = createMachine({
      invoke: [
        { id: 'watchDevices', src: ports.watchDevices! },
        { id: 'watchInput', src: ports.watchInput! },
        { id: 'switch', src: ports.switchInput!, input: { deviceId: 'headset' } },
      ],
      on: {
        'devices.changed': { actions: ({ event }) => seen.push(event.type) },
        'input.ended': { actions: ({ event }) => seen.push(event.type) },
      },
    });
    const actor = createActor(parent).start();
    await vi.waitFor(() => expect(switched).toEqual(['headset']));
    actor.stop();
    change([]);
    emitter.emit('input-ended');
    expect(listed).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });
});
