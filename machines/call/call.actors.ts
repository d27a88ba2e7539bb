import { fromCallback, fromPromise } from 'xstate';
import type { CallDriver, RequestMicrophone } from './call.driver';
import type {
  CallDriverEvent,
  CallEvent,
  DriverCommand,
  DriverEventsInput,
  MicrophoneHandle,
  RequestMicrophoneInput,
  StartCallInput,
} from './call.types';

export interface CallActorOptions {
  /** The provider's assistant id for an agent key (`config.voice.assistants`). */
  assistantIdFor: (agent: string) => string | undefined;
  /** The microphone (the browser's in `src/features/call/devices/microphone-lease.ts`, a fake in tests). */
  requestMicrophone: RequestMicrophone;
  /**
   * A pause between the microphone grant and the driver's start, where `applies()` (spec
   * section 9: 1000 ms on touch devices, whose audio route switches right after the grant; a
   * call joined in that moment may start on the wrong output or clip the greeting). It runs in
   * `connecting` ("Verbinde..."); a hang-up meanwhile cancels as for any pending start.
   */
  startDelay?: { ms: number; applies: () => boolean };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Binds the call machine to a voice driver: load, microphone (permission first), start, stop,
 * and the driver's events. On cleanup — the session ending or the whole actor being stopped by a
 * route change — the driver's call is stopped and the microphone released. (Leaving the page is
 * reported by the call coordinator, `machines/call-owner`, which listens to `pagehide` once.)
 */
export function createCallActors(driver: CallDriver, options: CallActorOptions) {
  return {
    loadDriver: fromPromise<void>(() => driver.load()),
    requestMicrophone: fromPromise<MicrophoneHandle, RequestMicrophoneInput>(({ input, signal }) =>
      options.requestMicrophone({ enhancedAudio: input.enhancedAudio, signal }),
    ),
    startCall: fromPromise<void, StartCallInput>(async ({ input }) => {
      if (options.startDelay?.applies()) await wait(options.startDelay.ms);
      await driver.start(options.assistantIdFor(input.agent), {
        agent: input.agent,
        microphone: input.microphone,
      });
    }),
    stopCall: fromPromise<void>(() => driver.stop()),
    driverEvents: fromCallback<DriverCommand, DriverEventsInput>(({ sendBack, receive, input }) => {
      const send = (event: CallDriverEvent) => sendBack(event);
      const unsubscribe = [
        driver.on('call-start', () => send({ type: 'driver.callStarted' })),
        driver.on('call-end', () => send({ type: 'driver.callEnded' })),
        driver.on('speech-start', () => send({ type: 'driver.speechStarted' })),
        driver.on('speech-end', () => send({ type: 'driver.speechEnded' })),
        driver.on('volume-level', (volume) => send({ type: 'driver.volume', volume })),
        driver.on('message', (message) => send({ type: 'driver.message', message })),
        driver.on('error', (error) => send({ type: 'driver.error', error })),
        // The visitor's level (stamped with the page's clock) and the network.
        driver.on('mic-level', (level) => send({ type: 'driver.micLevel', level, at: Date.now() })),
        // The assistant's tool calls make outcome cards.
        driver.on('tool-call', (call) => send({ type: 'driver.toolCall', call })),
        driver.on('network', (state) =>
          send({
            type: state === 'interrupted' ? 'driver.networkInterrupted' : 'driver.networkRestored',
          }),
        ),
      ];
      receive((command) => {
        if (command.type === 'mute.set') driver.setMuted(command.muted);
        else if (command.type === 'message.send') {
          try {
            driver.send(command.text);
          } catch (error) {
            console.warn('Voice message failed', error);
            send({ type: 'driver.messageFailed', text: command.text });
          }
        } else driver.stop().catch((error: unknown) => console.warn('Voice stop failed', error));
      });
      return () => {
        unsubscribe.forEach((off) => off());
        // A no-op after a normal hang-up; after an error or a route change it ends the call.
        driver.stop().catch((error: unknown) => console.warn('Voice stop failed', error));
        input.microphone?.release();
      };
    }),
  };
}

/**
 * The call machine's driver-bound actions: `unlockAudio` hands the driver the press
 * that starts a call — with the output the press unlocked itself, if it came before this code.
 */
export function createCallActions(driver: CallDriver) {
  return {
    unlockAudio: ({ event }: { event: CallEvent }) => {
      if (event.type === 'call.start' || event.type === 'call.toggle') {
        driver.unlockAudio?.(event.audio);
      }
    },
  };
}
