import { describe, expect, it, vi } from 'vitest';
import { classifyStartError } from '@machines/call/call.errors';
import { ENHANCED_AUDIO, requestMicrophone } from './microphone-lease';

function fakeTrack() {
  return {
    readyState: 'live',
    enabled: true,
    stop: vi.fn(function (this: { readyState: string }) {
      this.readyState = 'ended';
    }),
  };
}

function fakeDevices({ inputs = 1, deny = '' }: { inputs?: number; deny?: string } = {}) {
  const tracks = [fakeTrack()];
  const stream = { getTracks: () => tracks, getAudioTracks: () => tracks };
  const mediaDevices = {
    enumerateDevices: vi.fn(
      async () =>
        [
          ...Array.from({ length: inputs }, () => ({ kind: 'audioinput' })),
          { kind: 'audiooutput' },
        ] as MediaDeviceInfo[],
    ),
    getUserMedia: vi.fn(async () => {
      if (deny) throw Object.assign(new Error(deny), { name: deny });
      return stream as unknown as MediaStream;
    }),
  };
  return { mediaDevices: mediaDevices as unknown as MediaDevices, tracks, calls: mediaDevices };
}

describe('requestMicrophone', () => {
  it('asks the widget audio with echo cancellation, noise suppression and automatic gain', async () => {
    const { mediaDevices, calls } = fakeDevices();
    await requestMicrophone({ enhancedAudio: true, mediaDevices });
    expect(calls.getUserMedia).toHaveBeenCalledWith({ audio: ENHANCED_AUDIO });
    expect(ENHANCED_AUDIO).toEqual({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
    await requestMicrophone({ enhancedAudio: false, mediaDevices });
    expect(calls.getUserMedia).toHaveBeenLastCalledWith({ audio: true });
  });

  it('reports no microphone without asking when there is no audio input', async () => {
    const { mediaDevices, calls } = fakeDevices({ inputs: 0 });
    const error = await requestMicrophone({ enhancedAudio: true, mediaDevices }).catch((e) => e);
    expect(classifyStartError(error).code).toBe('noMicrophone');
    expect(calls.getUserMedia).not.toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', 'micPermissionDenied'],
    ['NotFoundError', 'micNotFound'],
    ['NotReadableError', 'micNotFound'],
  ])('passes %s through for the classifier (%s)', async (deny, code) => {
    const { mediaDevices } = fakeDevices({ deny });
    const error = await requestMicrophone({ enhancedAudio: false, mediaDevices }).catch((e) => e);
    expect(classifyStartError(error).code).toBe(code);
  });

  it('treats a browser without the media API as no usable microphone', async () => {
    const error = await requestMicrophone({
      enhancedAudio: false,
      mediaDevices: {} as MediaDevices,
    }).catch((e) => e);
    expect(classifyStartError(error).code).toBe('micNotFound');
  });

  it('releases a grant that arrives after the request was cancelled', async () => {
    const { mediaDevices, tracks } = fakeDevices();
    const controller = new AbortController();
    controller.abort();
    await expect(
      requestMicrophone({ enhancedAudio: false, mediaDevices, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(tracks[0]?.readyState).toBe('ended');
  });

  it('stops every track on release, and only once matters', async () => {
    const { mediaDevices, tracks } = fakeDevices();
    const lease = await requestMicrophone({ enhancedAudio: false, mediaDevices });
    expect(lease.live).toBe(true);
    lease.release();
    lease.release();
    expect(lease.live).toBe(false);
    expect(tracks[0]?.readyState).toBe('ended');
  });
});
