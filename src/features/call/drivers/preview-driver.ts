import { createActor, fromCallback, type Actor } from 'xstate';
import type { LevelSamplerRequest } from '@machines/speaking-detector/speaking-detector.types';
import { speakingDetectorMachine } from '@machines/speaking-detector/speaking-detector.machine';
import type { ToolCall } from '@machines/call-outcomes/outcomes.types';
import type { StartOptions, VoiceDriver } from './driver';
import { createDriverLifecycle } from './driver-lifecycle';
import { MICROPHONE_ENDED } from '@machines/call/call.errors';
import { OUTPUT_START_LIMIT_MS } from '@machines/call-output/call-output.machine';
import { MicrophoneLease, requestMicrophone, watchTracksEnded } from '../devices/microphone-lease';
import { isAudioContext, unlockAudioOutput } from '../devices/audio-unlock';
import { thrownVoiceError } from './vapi-errors';
import { inspect } from '@/lib/inspector';

export interface PreviewDriverOptions {
  /** The recorded greeting of an agent (a small local audio file). */
  greetingUrl: (agent: string) => string;
  /** Its text, posted as the assistant's first final transcript line. */
  greetingText: (agent: string) => string;
  /**
   * Type instead of talk: the assistant's answer to a typed line (a short line of that agent's
   * script that fits the line, labelled as the preview's).
   */
  replyText?: (agent: string, line: string) => string;
  /**
   * Outcome cards: the tool call a typed line makes (the agent's script), or null.
   * Reported right after the answer, stamped with `now` (the page's clock).
   */
  toolCallFor?: (agent: string, line: string, now: number) => ToolCall | null;
  /** How long the preview takes to answer a typed line. */
  replyDelayMs?: number;
  /** Where `offline` / `online` are listened for (reconnecting); defaults to `window`. */
  networkTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** How long "connecting" takes, like a real join. */
  connectDelayMs?: number;
  createAudioContext?: () => AudioContext;
  fetchAudio?: (url: string) => Promise<ArrayBuffer>;
}

/** Root-mean-square level of the analyser's current window: 0 silence … ~0.3 loud speech. */
export function measureLevel(analyser: AnalyserNode, buffer: Float32Array<ArrayBuffer>): number {
  analyser.getFloatTimeDomainData(buffer);
  let sum = 0;
  for (const sample of buffer) sum += sample * sample;
  return Math.sqrt(sum / buffer.length);
}

/** Answers the detector's 100 ms reads with the greeting's measured level. */
function analyserSampler(analyser: AnalyserNode) {
  const buffer = new Float32Array(analyser.fftSize);
  return fromCallback<LevelSamplerRequest>(({ sendBack, receive }) => {
    receive(() => sendBack({ type: 'levels.sampled', levels: [measureLevel(analyser, buffer)] }));
  });
}

const defaultFetch = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.arrayBuffer();
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the output to run and resolves whether it does, within `OUTPUT_START_LIMIT_MS`: a
 * browser without an output device, or one that refuses sound without a gesture, may leave
 * `resume()` pending for ever (Firefox here) or resolve it with the context still suspended.
 */
const startsWithin = (context: AudioContext): Promise<boolean> =>
  // Running already (resumed in the press that started the call): no wait, no timer.
  context.state === 'running'
    ? Promise.resolve(true)
    : Promise.race([
        context.resume().then(
          () => context.state === 'running',
          () => false,
        ),
        wait(OUTPUT_START_LIMIT_MS).then(() => false),
      ]);

/**
 * The `preview` driver for demo mode and tests: no provider at all. It uses the real microphone
 * the call machine was granted as the call's one microphone (mute releases it, unmute reopens it;
 * a track that ends by itself ends the call), "connects" after a short delay, plays the agent's recorded greeting
 * through Web Audio and feeds the measured level to the speaking detector, so speaking/listening
 * and the volume ring behave as in a real call. Views must label it as a preview.
 */
export function createPreviewDriver(options: PreviewDriverOptions): VoiceDriver {
  const fetchAudio = options.fetchAudio ?? defaultFetch;
  const createAudioContext = options.createAudioContext ?? (() => new AudioContext());
  const life = createDriverLifecycle({ teardown: (joined) => teardown(joined) });
  let call: {
    lease: MicrophoneLease;
    /** Muted: the lease is released (no track captures); unmuting opens a new one. */
    muted: boolean;
    unwatch: () => void;
    context: AudioContext | null;
    source: AudioBufferSourceNode | null;
    /** The greeting's audio, not started: the output was blocked ('Ton einschalten' plays it). */
    unplayed: AudioBufferSourceNode | null;
    /** While the greeting is said: the answers that wait for its end (null once it ended). */
    afterGreeting: Array<() => void> | null;
    detector: Actor<typeof speakingDetectorMachine> | null;
    agent: string;
    /** Stops the visitor's level meter, the network watch and pending replies. */
    features: () => void;
  } | null = null;

  /**
   * Hear-check: the visitor's level, measured on the call's own microphone stream (the lease the
   * call machine was granted: no second one), every 100 ms. Restarted on unmute (a new lease).
   */
  function meterMicrophone(current: NonNullable<typeof call>): () => void {
    let context: AudioContext | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    try {
      if (current.lease.stream.getAudioTracks().length === 0) return () => {};
      context = createAudioContext();
      if (typeof context.createMediaStreamSource !== 'function') throw new Error('no Web Audio');
      const analyser = context.createAnalyser();
      analyser.fftSize = 1024;
      context.createMediaStreamSource(current.lease.stream).connect(analyser);
      const buffer = new Float32Array(analyser.fftSize);
      void context.resume().catch(() => {});
      timer = setInterval(() => {
        if (call !== current || current.muted) return;
        life.report('mic-level', Math.min(1, measureLevel(analyser, buffer) * 4));
      }, 100);
    } catch (error) {
      console.warn('Preview microphone level unavailable', error);
    }
    return () => {
      clearInterval(timer);
      void context?.close().catch(() => {});
    };
  }

  /** Reconnecting: the browser going offline interrupts the preview's "network", online resumes. */
  function watchNetwork(current: NonNullable<typeof call>): () => void {
    const target = options.networkTarget ?? globalThis.window;
    const report = (state: 'interrupted' | 'restored') => () => {
      if (call === current) life.report('network', state);
    };
    const offline = report('interrupted');
    const online = report('restored');
    target?.addEventListener('offline', offline);
    target?.addEventListener('online', online);
    return () => {
      target?.removeEventListener('offline', offline);
      target?.removeEventListener('online', online);
    };
  }

  function startFeatures(current: NonNullable<typeof call>) {
    let stopMeter = meterMicrophone(current);
    const stopNetwork = watchNetwork(current);
    const timers = new Set<ReturnType<typeof setTimeout>>();
    current.features = () => {
      stopMeter();
      stopNetwork();
      timers.forEach(clearTimeout);
    };
    return {
      remeter: () => {
        stopMeter();
        stopMeter = meterMicrophone(current);
      },
      later: (run: () => void, ms: number) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          run();
        }, ms);
        timers.add(timer);
      },
    };
  }
  let features: ReturnType<typeof startFeatures> | null = null;

  /**
   * The output unlocked inside the press that started the call (iOS Safari plays
   * nothing otherwise), kept for that call's greeting; one at most (a newer press's replaces it).
   */
  let unlocked: AudioContext | null = null;
  function unlockAudio(given?: object) {
    const output = isAudioContext(given)
      ? given
      : (unlocked ?? unlockAudioOutput(createAudioContext));
    if (unlocked && unlocked !== output) void unlocked.close().catch(() => {});
    unlocked = output;
  }
  /** The call's output: the one its press unlocked, else a new one (tests, a replayed tap). */
  function takeOutput(): AudioContext {
    const output = unlocked ?? createAudioContext();
    unlocked = null;
    return output;
  }

  /** Type instead of talk: the preview answers a typed line with a line of the agent's script. */
  function send(text: string) {
    const current = call;
    if (!life.inCall || !current || !features) {
      throw thrownVoiceError({ type: 'no-call', message: 'No active call to send the message to' });
    }
    if (!text.trim()) return;
    // An assistant finishes its greeting before it answers: one line at a time.
    if (current.afterGreeting) current.afterGreeting.push(() => answer(current, text));
    else answer(current, text);
  }

  /** The preview's answer to a typed line, and the script's tool call for it. */
  function answer(current: NonNullable<typeof call>, text: string) {
    if (call !== current || !features) return;
    const replyDelay = options.replyDelayMs ?? 700;
    const toolCall = options.toolCallFor?.(current.agent, text, Date.now());
    if (toolCall) {
      features.later(() => {
        if (call === current) life.reportInCall('tool-call', toolCall);
      }, replyDelay + 100);
    }
    const reply = options.replyText?.(current.agent, text);
    if (!reply) return;
    features.later(() => {
      if (call !== current) return;
      life.reportInCall('message', {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: reply,
      });
    }, replyDelay);
  }

  async function playGreeting(agent: string) {
    if (!call) return;
    const context = takeOutput();
    call.context = context;
    const buffer = await context.decodeAudioData(await fetchAudio(options.greetingUrl(agent)));
    if (!call || call.context !== context) return;
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(analyser);
    analyser.connect(context.destination);
    const detector = createActor(
      speakingDetectorMachine.provide({ actors: { levelSampler: analyserSampler(analyser) } }),
      { inspect },
    );
    detector.on('volume.measured', ({ volume }) => life.report('volume-level', volume));
    detector.on('speech.started', () => life.report('speech-start'));
    detector.on('speech.ended', () => life.report('speech-end'));
    detector.on('call.ended', () => life.report('call-end'));
    detector.on('message.received', ({ message }) => life.report('message', message));
    detector.on('noiseCancellation.disabled', () => {
      if (call && !call.muted) call.lease.setEnabled(true);
    });
    detector.start();
    detector.send({ type: 'session.start' });
    call.detector = detector;
    call.source = source;
    const current = call;
    const playing = await startsWithin(context);
    if (call !== current) return;
    if (playing) {
      source.start();
      current.afterGreeting = [];
      life.reportInCall('output-started');
      revealInStep(options.greetingText(agent), buffer.duration * 1000);
      return;
    }
    // No sound: the greeting's line at once, and the visitor may turn the sound on.
    current.unplayed = source;
    reportLine('final', options.greetingText(agent));
    life.reportInCall('output-blocked');
  }

  /**
   * 'Ton einschalten', inside the visitor's press: the output is asked to run again; once it
   * does, the greeting's audio plays (its line is already in the transcript).
   */
  function enableOutput() {
    const current = call;
    const context = current?.context;
    if (!current || !context) return;
    void startsWithin(context).then((playing) => {
      if (call !== current) return;
      if (playing) {
        current.unplayed?.start();
        current.unplayed = null;
      }
      life.reportInCall(playing ? 'output-started' : 'output-blocked');
    });
  }

  /** A line of the assistant's, now as its final transcript line. */
  function reportLine(transcriptType: 'partial' | 'final', transcript: string) {
    life.reportInCall('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType,
      transcript,
    });
  }

  /**
   * Live captions: the line revealed word by word in step with its audio (evenly over
   * its duration), then posted as the final line when the audio ends. Without the call's timers
   * (it ended meanwhile) nothing more is said.
   */
  function revealInStep(line: string, durationMs: number) {
    const current = call;
    const words = line.split(/\s+/).filter(Boolean);
    const step = durationMs / Math.max(1, words.length);
    const say = (transcriptType: 'partial' | 'final', transcript: string) => () => {
      if (call === current) reportLine(transcriptType, transcript);
    };
    words.forEach((_, index) =>
      features?.later(say('partial', words.slice(0, index + 1).join(' ')), index * step),
    );
    features?.later(() => {
      say('final', line)();
      // Said: the answers that waited for it follow.
      const waiting = current?.afterGreeting ?? [];
      if (current) current.afterGreeting = null;
      waiting.forEach((run) => run());
    }, durationMs);
  }

  /** "Connecting": the call's microphone (the one lent, else its own), then the join's delay. */
  async function connect(agent: string, microphone: StartOptions['microphone']) {
    const given = microphone instanceof MicrophoneLease ? microphone : null;
    const lease = given ?? (await requestMicrophone({ enhancedAudio: false }));
    call = {
      lease,
      muted: false,
      unwatch: () => {},
      context: null,
      source: null,
      unplayed: null,
      afterGreeting: null,
      detector: null,
      agent,
      features: () => {},
    };
    await wait(options.connectDelayMs ?? 800);
  }

  /** Connected (not hung up while connecting): the greeting and the call's features begin. */
  function greet(agent: string) {
    if (call) watchMicrophone(call);
    life.report('call-start');
    // The greeting's line shows in step with its audio. Without audio (blocked
    // autoplay, no Web Audio) the preview still connects, silently, and shows the line at once.
    const current = call;
    playGreeting(agent).catch((error: unknown) => {
      console.warn('Preview greeting failed', error);
      if (call === current) reportLine('final', options.greetingText(agent));
    });
    // The hear-check meter, the network watch and typed lines' replies (after the greeting's
    // audio context: the meter has its own).
    if (call) features = startFeatures(call);
  }

  async function start(_assistantId: string | undefined, { agent, microphone }: StartOptions) {
    await life.start(
      () => connect(agent, microphone),
      () => greet(agent),
    );
  }

  /**
   * A microphone that ends mid-call (permission revoked, unplugged) is reported as a fact; the
   * call's microphone machine falls back to the default or ends the call.
   */
  function watchMicrophone(current: NonNullable<typeof call>) {
    current.unwatch();
    current.unwatch = watchTracksEnded(current.lease.tracks, () => {
      if (call === current) life.reportInCall('input-ended');
    });
  }

  /**
   * The call's input moves to another device: a new lease with the same constraints,
   * the hear-check meter and the ended-watch move to it, the old lease is released. Muted, the
   * new lease is released at once too: unmuting reopens the chosen device.
   */
  async function setInputDevice(deviceId: string | null) {
    const current = call;
    if (!life.inCall || !current) {
      throw thrownVoiceError({ type: 'no-call', message: 'No active call to switch the input of' });
    }
    const lease = await current.lease.switchTo(deviceId);
    if (call !== current) {
      lease.release();
      throw thrownVoiceError({ type: 'no-call', message: 'The call ended during the switch' });
    }
    const old = current.lease;
    current.lease = lease;
    if (current.muted) {
      lease.release();
    } else {
      watchMicrophone(current);
      features?.remeter();
    }
    old.release();
  }

  /**
   * Muting releases the microphone (the browser's recording indicator goes off), unmuting opens
   * it again with the same constraints; a reopen that arrives after the call or a new mute is
   * released at once.
   */
  async function setMuted(muted: boolean) {
    const current = call;
    if (!life.inCall || !current || current.muted === muted) return;
    current.muted = muted;
    if (muted) {
      current.unwatch();
      current.lease.release();
      return;
    }
    try {
      const lease = await current.lease.reopen();
      if (call !== current || current.muted) return lease.release();
      current.lease = lease;
      watchMicrophone(current);
      if (call === current) features?.remeter();
    } catch (error) {
      if (call === current && !current.muted) {
        life.reportInCall('error', {
          type: MICROPHONE_ENDED,
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }

  /**
   * Hung up (also while connecting: once the connection has settled; a failed one left nothing).
   * Ends the session: call-end and the ended status-update are reported from here.
   */
  async function teardown(joined: Promise<boolean> | null) {
    if (joined && !(await joined)) return;
    const current = call;
    call = null;
    current?.unwatch();
    current?.features();
    features = null;
    try {
      current?.source?.stop();
    } catch {
      // Not started yet: nothing to stop.
    }
    if (current?.detector) {
      current.detector.send({ type: 'session.end' });
      current.detector.stop();
    } else {
      life.report('call-end');
    }
    // Every track stops, also those of a microphone the call machine lent (release is idempotent).
    current?.lease.release();
    await current?.context?.close().catch(() => {});
  }

  return {
    name: 'preview',
    prefetch: () => {},
    // Nothing to download: the greeting is fetched when the call connects.
    load: async () => {},
    start,
    stop: () => life.stop(),
    unlockAudio,
    enableOutput,
    setMuted(muted) {
      void setMuted(muted);
    },
    send,
    setInputDevice,
    on: (event, listener) => life.on(event, listener),
  };
}
