import { DriverEmitter, type VoiceDriver } from '@/features/call/drivers/driver';

/**
 * An in-memory voice driver: `log` records what it was asked (a line containing 'refused'
 * is refused as the SDK refuses a send before the join); the test emits its events.
 */
export function fakeDriver() {
  const emitter = new DriverEmitter();
  const log: string[] = [];
  const driver: VoiceDriver & { emit: DriverEmitter['emit'] } = {
    name: 'preview',
    prefetch: () => log.push('prefetch'),
    load: async () => void log.push('load'),
    start: async (assistantId, options) => void log.push(`start ${assistantId} ${options.agent}`),
    stop: async () => void log.push('stop'),
    setMuted: (muted) => log.push(`muted ${muted}`),
    send: (text) => {
      if (text.includes('refused')) throw new Error('sendAppMessage() only supported after join');
      log.push(`send ${text}`);
    },
    setInputDevice: async (deviceId) => void log.push(`input ${deviceId}`),
    on: (event, listener) => emitter.on(event, listener),
    emit: emitter.emit.bind(emitter),
  };
  return { driver, log };
}
