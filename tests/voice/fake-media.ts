import { MicrophoneLease } from '@/features/call/devices/microphone-lease';

/** A microphone track stand-in: `stop()` as ours, `end()` as the browser ending it by itself. */
export class FakeTrack extends EventTarget {
  readonly kind = 'audio';
  enabled = true;
  readyState: MediaStreamTrackState = 'live';
  constructor(private readonly constraints: MediaTrackConstraints = {}) {
    super();
  }
  getConstraints() {
    return this.constraints;
  }
  /** Our own stop: no `ended` event (as in browsers). */
  stop() {
    this.readyState = 'ended';
  }
  /** Permission revoked or device unplugged: the browser ends the track and says so. */
  end() {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

const streamOf = (track: FakeTrack) =>
  ({ getTracks: () => [track], getAudioTracks: () => [track] }) as unknown as MediaStream;

/** A granted microphone on a fake track. */
export function fakeLease(constraints?: MediaTrackConstraints) {
  const track = new FakeTrack(constraints);
  return { track, lease: new MicrophoneLease(streamOf(track)) };
}

/**
 * `navigator.mediaDevices` with `inputs` audio inputs (and a speaker) whose `getUserMedia` hands
 * out fake tracks, or refuses with the error named `deny`; `live()` counts the tracks capturing.
 */
export function fakeMediaDevices({ inputs = 1, deny = '' } = {}) {
  const tracks: FakeTrack[] = [];
  const requests: MediaStreamConstraints[] = [];
  const mediaDevices = {
    enumerateDevices: async () =>
      [
        ...Array.from({ length: inputs }, () => ({ kind: 'audioinput' })),
        { kind: 'audiooutput' },
      ] as MediaDeviceInfo[],
    getUserMedia: async (constraints: MediaStreamConstraints) => {
      requests.push(constraints);
      if (deny) throw Object.assign(new Error(deny), { name: deny });
      const audio = typeof constraints.audio === 'object' ? constraints.audio : {};
      const track = new FakeTrack(audio);
      tracks.push(track);
      return streamOf(track);
    },
  };
  return {
    mediaDevices: mediaDevices as unknown as MediaDevices,
    tracks,
    requests,
    live: () => tracks.filter((track) => track.readyState === 'live').length,
  };
}

/** `navigator.mediaDevices` listing `devices`; `change()` replaces them and fires `devicechange`. */
export function listedDevices(devices: unknown[]) {
  const target = new EventTarget();
  let list = devices;
  const media = Object.assign(target, {
    enumerateDevices: async () => list,
  }) as unknown as MediaDevices;
  return {
    media,
    change(next: unknown[]) {
      list = next;
      target.dispatchEvent(new Event('devicechange'));
    },
  };
}
