import { fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import { ERROR_NAMES } from './call.errors';
import type {
  CallDriverEvent,
  DriverCommand,
  DriverEventsInput,
  MicrophoneHandle,
  RequestMicrophoneInput,
  StartCallInput,
  VoiceError,
} from './call.types';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });
const never = <T>() => new Promise<T>(() => {});

/** A microphone stand-in that counts its releases. */
export class FakeMicrophone implements MicrophoneHandle {
  releases = 0;
  get live() {
    return this.releases === 0;
  }
  release() {
    this.releases += 1;
  }
}

/** Provider errors as the drivers report them, judged (see `toVoiceError` in `src/features/call/drivers/vapi-errors.ts`). */
export const voiceErrors = {
  /** A start that cannot join (unreachable call URL, no internet). */
  connectionFailed: {
    type: 'daily-error',
    message: 'Failed to load call object bundle',
  } satisfies VoiceError,
  /** The voice API refused the public key (HTTP 401). */
  unauthorized: {
    type: 'start-method-error',
    message: 'Invalid Key. Hot tip, you may be using the private key instead of the public key.',
    details: ['Unauthorized'],
  } satisfies VoiceError,
  /** The service ended the meeting. */
  ejected: {
    type: 'daily-error',
    message: 'Meeting has ended',
    details: ['ejected'],
    outcome: 'remoteEnd',
  } satisfies VoiceError,
  /** Krisp could not start: the call goes on without noise cancellation. */
  krisp: {
    type: 'audio-processing-setup-error',
    message: 'KrispInitError: Canceled',
    outcome: 'nonFatal',
  } satisfies VoiceError,
  /** Any other fatal provider error. */
  other: { type: 'daily-error', message: 'Unexpected server response' } satisfies VoiceError,
};

/** A provider error as drivers throw it from `start`: an Error carrying the provider's type. */
export const thrown = (error: VoiceError) =>
  Object.assign(new Error(error.message), { name: 'VoiceProviderError', ...error });

/** Stand-ins for loading the voice SDK. */
export const loadDriverFakes = {
  ok: fromPromise<void>(async () => {}),
  failing: fromPromise<void>(async () => {
    throw named(ERROR_NAMES.initFailed, 'Vapi could not be constructed');
  }),
};

/** A granted microphone request: a fresh FakeMicrophone each time. */
const grantedMicrophone = fromPromise<MicrophoneHandle, RequestMicrophoneInput>(
  async () => new FakeMicrophone(),
);

/**
 * A controllable driver line: `driverEvents` forwards whatever the test `report`s, records the
 * commands it receives and, like the real one, releases the microphone on cleanup.
 */
export class FakeDriverLine {
  readonly commands: DriverCommand[] = [];
  cleanups = 0;
  private readonly listeners = new Set<(event: CallDriverEvent) => void>();

  readonly driverEvents = fromCallback<DriverCommand, DriverEventsInput>(
    ({ sendBack, receive, input }) => {
      const listener = (event: CallDriverEvent) => sendBack(event);
      this.listeners.add(listener);
      receive((command) => this.commands.push(command));
      return () => {
        this.listeners.delete(listener);
        this.cleanups += 1;
        input.microphone?.release();
      };
    },
  );

  get connected() {
    return this.listeners.size > 0;
  }

  report(event: CallDriverEvent) {
    for (const listener of this.listeners) listener(event);
  }
}

/**
 * The call's actors on fakes that succeed at once and report nothing by themselves: the test
 * reports the service's events on `line`. `overrides` replaces any of them.
 */
export function instantCallFakes(overrides: Record<string, AnyActorLogic> = {}) {
  const line = new FakeDriverLine();
  return {
    line,
    actors: {
      loadDriver: loadDriverFakes.ok,
      requestMicrophone: grantedMicrophone,
      startCall: fromPromise<void, StartCallInput>(async () => {}),
      stopCall: fromPromise<void>(async () => {}),
      driverEvents: line.driverEvents,
      ...overrides,
    },
  };
}

/** A whole actor set: `ok` connects and speaks, `pending` never connects. */
export function callScenario(scenario: 'ok' | 'pending', delayMs = 300) {
  const { line, actors } = instantCallFakes();
  const later = (event: CallDriverEvent, ms = delayMs) => setTimeout(() => line.report(event), ms);
  const startCall = fromPromise<void, StartCallInput>(async () => {
    if (scenario === 'pending') return never<void>();
    later({ type: 'driver.callStarted' });
    later({ type: 'driver.speechStarted' }, delayMs * 2);
    later({ type: 'driver.speechEnded' }, delayMs * 4);
  });
  return { line, actors: { ...actors, startCall } };
}
