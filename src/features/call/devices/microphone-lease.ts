import { ERROR_NAMES } from '@machines/call/call.errors';
import type { MicrophoneRequest as CallMicrophoneRequest } from '@machines/call/call.driver';
import type { MicrophoneHandle } from '@machines/call/call.types';
import { namedError } from '@/lib/named-error';

/** The widget asks for these (echo cancellation, noise suppression, gain control); other surfaces take the browser's defaults. */
export const ENHANCED_AUDIO: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

/** A granted microphone stream; releasing it stops every track, once. */
export class MicrophoneLease implements MicrophoneHandle {
  constructor(readonly stream: MediaStream) {}

  get tracks(): MediaStreamTrack[] {
    return this.stream.getTracks();
  }

  /** Whether any track still captures. */
  get live(): boolean {
    return this.tracks.some((track) => track.readyState === 'live');
  }

  setEnabled(enabled: boolean) {
    for (const track of this.stream.getAudioTracks()) track.enabled = enabled;
  }

  release() {
    for (const track of this.tracks) track.stop();
  }

  /**
   * A new stream from the same microphone with the same constraints (the permission is already
   * granted, so the browser does not ask again): after a mute that released this one.
   */
  reopen(mediaDevices: MediaDevices | undefined = globalThis.navigator?.mediaDevices) {
    return this.open(this.stream.getAudioTracks()[0]?.getConstraints?.() ?? {}, mediaDevices);
  }

  /**
   * A new stream on another input with this one's constraints (echo cancellation …
   * as the call was granted them): `{ deviceId: { exact } }` for a chosen device, none for the
   * browser's default.
   */
  switchTo(
    deviceId: string | null,
    mediaDevices: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
  ) {
    const { deviceId: _previous, ...constraints } =
      this.stream.getAudioTracks()[0]?.getConstraints?.() ?? {};
    return this.open(
      deviceId ? { ...constraints, deviceId: { exact: deviceId } } : constraints,
      mediaDevices,
    );
  }

  private async open(audio: MediaTrackConstraints, mediaDevices: MediaDevices | undefined) {
    if (!mediaDevices?.getUserMedia) {
      throw namedError('NotFoundError', 'navigator.mediaDevices.getUserMedia is not available');
    }
    return new MicrophoneLease(
      await mediaDevices.getUserMedia({ audio: Object.keys(audio).length > 0 ? audio : true }),
    );
  }
}

/**
 * Calls `onEnded` once when any of the tracks ends without our `stop()`: the visitor revoked
 * the permission, unplugged the device or another application took it. Returns the unwatch.
 */
export function watchTracksEnded(
  tracks: readonly MediaStreamTrack[],
  onEnded: () => void,
): () => void {
  let fired = false;
  const listener = () => {
    if (fired) return;
    fired = true;
    onEnded();
  };
  for (const track of tracks) track.addEventListener('ended', listener);
  return () => {
    for (const track of tracks) track.removeEventListener('ended', listener);
  };
}

/** The call machine's microphone request (its `RequestMicrophone` contract), plus the devices. */
export interface MicrophoneRequest extends CallMicrophoneRequest {
  mediaDevices?: MediaDevices | undefined;
}

/** How many audio inputs the browser reports (labels may be empty before permission). */
export async function countAudioInputs(mediaDevices: MediaDevices): Promise<number> {
  if (typeof mediaDevices.enumerateDevices !== 'function') return 1;
  const devices = await mediaDevices.enumerateDevices();
  return devices.filter((device) => device.kind === 'audioinput').length;
}

/**
 * Checks that an audio input exists (else `NoMicrophoneError`), then asks for permission and
 * opens it (the browser's NotAllowedError / NotFoundError … pass through for the classifier).
 */
export async function requestMicrophone({
  enhancedAudio,
  signal,
  mediaDevices = globalThis.navigator?.mediaDevices,
}: MicrophoneRequest): Promise<MicrophoneLease> {
  if (!mediaDevices?.getUserMedia) {
    // No media API at all: an insecure context or a very old browser.
    throw namedError('NotFoundError', 'navigator.mediaDevices.getUserMedia is not available');
  }
  if ((await countAudioInputs(mediaDevices)) === 0) {
    throw namedError(ERROR_NAMES.noMicrophone, 'No audio input device');
  }
  const stream = await mediaDevices.getUserMedia({ audio: enhancedAudio ? ENHANCED_AUDIO : true });
  const lease = new MicrophoneLease(stream);
  if (signal?.aborted) {
    lease.release();
    throw namedError('AbortError', 'The microphone request was cancelled');
  }
  return lease;
}
