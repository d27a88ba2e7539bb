/**
 * Audio output unlocked inside a press. iOS Safari lets a page's Web Audio sound
 * only once its `AudioContext` was created or resumed in the visitor's gesture; a context
 * created later (after the microphone grant, after the call's code has loaded) stays silent.
 * Called synchronously in the press that starts a call, this creates the context the call will
 * play through and plays one silent frame in it. Null where the page has no Web Audio.
 * Small on purpose: the hero's 'Live-Demo starten' calls it before the call's code has come.
 */
export function unlockAudioOutput(
  create: () => AudioContext = () => new AudioContext(),
): AudioContext | null {
  try {
    const context = create();
    const silence = context.createBufferSource();
    silence.buffer = context.createBuffer(1, 1, context.sampleRate);
    silence.connect(context.destination);
    silence.start();
    void context.resume().catch(() => {});
    return context;
  } catch {
    return null;
  }
}

/** Whether an unlocked output (opaque to the call machine) is a Web Audio context. */
export function isAudioContext(value: unknown): value is AudioContext {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AudioContext).resume === 'function' &&
    typeof (value as AudioContext).close === 'function' &&
    'destination' in value
  );
}
