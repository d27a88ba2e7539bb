import { MicrophoneLease } from './microphone';
import { namedError } from './driver';

/**
 * Issue 24: a new lease on another input with the call's own constraints (echo cancellation …
 * as the call was granted them): `{ deviceId: { exact } }` for a chosen device, none for the
 * browser's default. The permission is granted already: the browser does not ask again.
 */
export async function openInput(
  lease: MicrophoneLease,
  deviceId: string | null,
  mediaDevices: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
): Promise<MicrophoneLease> {
  if (!mediaDevices?.getUserMedia) {
    throw namedError('NotFoundError', 'navigator.mediaDevices.getUserMedia is not available');
  }
  const { deviceId: _previous, ...constraints } =
    lease.stream.getAudioTracks()[0]?.getConstraints?.() ?? {};
  const audio: MediaTrackConstraints = deviceId
    ? { ...constraints, deviceId: { exact: deviceId } }
    : constraints;
  return new MicrophoneLease(
    await mediaDevices.getUserMedia({ audio: Object.keys(audio).length > 0 ? audio : true }),
  );
}
