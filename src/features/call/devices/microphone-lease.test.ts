import { describe, expect, it } from 'vitest';
import { fakeMediaDevices } from '@tests/voice/fake-media';
import { classifyStartError } from '@machines/call/call.errors';
import { ENHANCED_AUDIO, requestMicrophone } from './microphone-lease';

describe('requestMicrophone', () => {
  it('asks the widget audio with echo cancellation, noise suppression and automatic gain', async () => {
    const { mediaDevices, requests } = fakeMediaDevices();
    await requestMicrophone({ enhancedAudio: true, mediaDevices });
    expect(requests).toEqual([{ audio: ENHANCED_AUDIO }]);
    expect(ENHANCED_AUDIO).toEqual({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
    await requestMicrophone({ enhancedAudio: false, mediaDevices });
    expect(requests.at(-1)).toEqual({ audio: true });
  });

  it('reports no microphone without asking when there is no audio input', async () => {
    const { mediaDevices, requests } = fakeMediaDevices({ inputs: 0 });
    const error = await requestMicrophone({ enhancedAudio: true, mediaDevices }).catch((e) => e);
    expect(classifyStartError(error).code).toBe('noMicrophone');
    expect(requests).toEqual([]);
  });

  it.each([
    ['NotAllowedError', 'micPermissionDenied'],
    ['NotFoundError', 'micNotFound'],
    ['NotReadableError', 'micNotFound'],
  ])('passes %s through for the classifier (%s)', async (deny, code) => {
    const { mediaDevices } = fakeMediaDevices({ deny });
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
    const { mediaDevices, tracks } = fakeMediaDevices();
    const controller = new AbortController();
    controller.abort();
    await expect(
      requestMicrophone({ enhancedAudio: false, mediaDevices, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(tracks[0]?.readyState).toBe('ended');
  });

  it('stops every track on release, and only once matters', async () => {
    const { mediaDevices, tracks } = fakeMediaDevices();
    const lease = await requestMicrophone({ enhancedAudio: false, mediaDevices });
    expect(lease.live).toBe(true);
    lease.release();
    lease.release();
    expect(lease.live).toBe(false);
    expect(tracks[0]?.readyState).toBe('ended');
  });
});
