import * as v from 'valibot';
import { fromCallback, fromPromise } from 'xstate';
import type {
  CallMicrophoneActors,
  CallMicrophoneEvent,
  InputDevice,
  SwitchInputInput,
} from '@machines/call-microphone/call-microphone.machine';
import type { CallDriver } from '@machines/call/call.driver';

/** Chromium's own entries that stand for another device (the browser's default is `null`). */
const ALIASES: readonly string[] = ['', 'default', 'communications'];

/** The longest label shown (characters, not UTF-16 units); a longer one ends in '…'. */
export const LABEL_MAX_CHARS = 80;

/** A label past `LABEL_MAX_CHARS`, shortened: its beginning and '…' (never half a character). */
const shorten = (label: string) => {
  const chars = [...label];
  return chars.length <= LABEL_MAX_CHARS
    ? label
    : `${chars
        .slice(0, LABEL_MAX_CHARS - 1)
        .join('')
        .trimEnd()}…`;
};

/**
 * What the browser lists, checked (outside data: the labels are shown, as text). A device with a
 * long label is still listed, its label shortened.
 */
const deviceInfo = v.object({
  kind: v.string(),
  deviceId: v.string(),
  label: v.pipe(v.string(), v.trim(), v.transform(shorten)),
});

/** The audio inputs from `enumerateDevices`, without aliases and without malformed entries. */
export async function listAudioInputs(
  mediaDevices: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
): Promise<InputDevice[]> {
  if (typeof mediaDevices?.enumerateDevices !== 'function') {
    throw new Error('enumerateDevices is not available');
  }
  const inputs: InputDevice[] = [];
  for (const raw of await mediaDevices.enumerateDevices()) {
    const parsed = v.safeParse(deviceInfo, {
      kind: raw?.kind,
      deviceId: raw?.deviceId,
      label: raw?.label,
    });
    if (!parsed.success) continue;
    const { kind, deviceId, label } = parsed.output;
    if (kind !== 'audioinput' || ALIASES.includes(deviceId)) continue;
    if (!inputs.some((known) => known.deviceId === deviceId)) inputs.push({ deviceId, label });
  }
  return inputs;
}

/** `devices.changed` with the new list on every `devicechange` (the latest list wins). */
export const watchAudioInputs = (
  mediaDevices: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
) =>
  fromCallback(({ sendBack }) => {
    if (!mediaDevices?.addEventListener) return () => {};
    let asked = 0;
    let stopped = false;
    const report = () => {
      const ask = ++asked;
      listAudioInputs(mediaDevices).then(
        (devices) => {
          if (!stopped && ask === asked)
            sendBack({ type: 'devices.changed', devices } satisfies CallMicrophoneEvent);
        },
        (error: unknown) => console.warn('Audio inputs could not be listed', error),
      );
    };
    mediaDevices.addEventListener('devicechange', report);
    return () => {
      stopped = true;
      mediaDevices.removeEventListener('devicechange', report);
    };
  });

/**
 * The call microphone machine's ports for this page: the browser's audio inputs and
 * their changes, the driver's input switch, and its report of the call's input ending.
 */
export function microphonePorts(
  driver: Pick<CallDriver, 'setInputDevice' | 'on'>,
  mediaDevices: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
): CallMicrophoneActors {
  return {
    listInputs: fromPromise(() => listAudioInputs(mediaDevices)),
    watchDevices: watchAudioInputs(mediaDevices),
    switchInput: fromPromise<void, SwitchInputInput>(({ input }) =>
      driver.setInputDevice(input.deviceId),
    ),
    watchInput: fromCallback(({ sendBack }) =>
      driver.on('input-ended', () =>
        sendBack({ type: 'input.ended' } satisfies CallMicrophoneEvent),
      ),
    ),
  };
}
