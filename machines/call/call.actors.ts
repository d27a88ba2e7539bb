import { fromCallback, fromPromise } from 'xstate';
import type { VoiceDriver } from '../../src/voice/driver';
import { requestMicrophone, type MicrophoneRequest } from '../../src/voice/microphone';
import type {
  CallDriverEvent,
  DriverCommand,
  DriverEventsInput,
  MicrophoneHandle,
  RequestMicrophoneInput,
  StartCallInput,
} from './call.types';

export interface CallActorOptions {
  /** The provider's assistant id for an agent key (`config.voice.assistants`). */
  assistantIdFor: (agent: string) => string | undefined;
  /** Replaced in tests; defaults to the browser microphone. */
  requestMicrophone?: (request: MicrophoneRequest) => Promise<MicrophoneHandle>;
  /** Where `pagehide` is listened for; defaults to `window`. */
  pageTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Binds the call machine to a voice driver: load, microphone (permission first), start, stop,
 * and the driver's events (plus `pagehide`). On cleanup — the session ending or the whole actor
 * being stopped by a route change — the driver's call is stopped and the microphone released.
 */
export function createCallActors(driver: VoiceDriver, options: CallActorOptions) {
  const askForMicrophone = options.requestMicrophone ?? requestMicrophone;
  return {
    loadDriver: fromPromise<void>(() => driver.load()),
    requestMicrophone: fromPromise<MicrophoneHandle, RequestMicrophoneInput>(({ input, signal }) =>
      askForMicrophone({ enhancedAudio: input.enhancedAudio, signal }),
    ),
    startCall: fromPromise<void, StartCallInput>(({ input }) =>
      driver.start(options.assistantIdFor(input.agent), {
        agent: input.agent,
        microphone: input.microphone,
      }),
    ),
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
        // Issue 16: the visitor's level (stamped with the page's clock) and the network.
        driver.on('mic-level', (level) => send({ type: 'driver.micLevel', level, at: Date.now() })),
        driver.on('network', (state) =>
          send({
            type: state === 'interrupted' ? 'driver.networkInterrupted' : 'driver.networkRestored',
          }),
        ),
      ];
      const page = options.pageTarget ?? globalThis.window;
      const onPageHide = () => sendBack({ type: 'page.left' });
      page?.addEventListener('pagehide', onPageHide);
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
        page?.removeEventListener('pagehide', onPageHide);
        // A no-op after a normal hang-up; after an error or a route change it ends the call.
        driver.stop().catch((error: unknown) => console.warn('Voice stop failed', error));
        input.microphone?.release();
      };
    }),
  };
}
