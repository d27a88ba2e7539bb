import type { VoiceError } from '@machines/call/call.types';

const MESSAGE_KEYS = ['message', 'errorMsg', 'msg', 'error'] as const;
const SKIPPED_KEYS = new Set(['stack', 'errorStack', 'timestamp', 'callClientId']);
const MAX_DEPTH = 5;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every string inside a value (bounded), in breadth-first order. */
function stringsOf(root: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  let level: unknown[] = [root];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const value of level) {
      if (typeof value === 'string') out.push(value);
      else if (value instanceof Error) {
        out.push(value.name, value.message);
        next.push(...Object.values(value));
      } else if (isObject(value) && !seen.has(value)) {
        seen.add(value);
        for (const [key, child] of Object.entries(value)) {
          if (!SKIPPED_KEYS.has(key)) next.push(child);
        }
      }
    }
    level = next;
  }
  return [...new Set(out.filter((s) => s.trim() !== ''))];
}

/** The shallowest string under a message-like key (message, errorMsg, msg, error). */
function messageOf(root: unknown): string {
  let level: unknown[] = [root];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const value of level) {
      if (typeof value === 'string') return value;
      if (value instanceof Error && value.message) return value.message;
      if (!isObject(value)) continue;
      for (const key of MESSAGE_KEYS) {
        const candidate = value[key];
        if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
        if (isObject(candidate)) next.push(candidate);
      }
    }
    level = next;
  }
  return '';
}

/** Every `type` field inside a value (bounded): daily-js nests its own under the SDK's. */
function typesOf(root: unknown): string[] {
  const out: string[] = [];
  let level: unknown[] = [root];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const value of level) {
      if (!isObject(value)) continue;
      if (typeof value.type === 'string') out.push(value.type);
      next.push(...Object.values(value).filter(isObject));
    }
    level = next;
  }
  return out;
}

/**
 * daily-js's fatal `connection-error` (the network dropped and did not come back) is the call's
 * connection failure (type `connection_failed`: the "Verbindungsfehler" toasts).
 * HTTP 401/403/500 of the voice API stay as they are (a start failure, or a connection failure
 * when the message says "failed": the call machine's classifier).
 */
const PROVIDER_TYPES: Readonly<Record<string, string>> = {
  'connection-error': 'connection_failed',
};

/** Vapi / daily-js error types that never end a call: noise filter (Krisp), level meters, playback. */
const NON_FATAL_TYPES = new Set([
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-processor-error',
  'local-audio-level-observer-error',
  'audio-observer-setup-error',
  'audio-start-failed',
  'camera-error',
  'video-recording-setup-error',
]);

const textsOf = (error: Omit<VoiceError, 'outcome'>) => [
  error.type,
  error.message,
  ...(error.details ?? []),
];

/** The service ended the call (daily-js `ejected`, "Meeting has ended"): a normal end. */
export function isProviderRemoteEnd(error: Omit<VoiceError, 'outcome'>): boolean {
  return textsOf(error).some((t) => t === 'ejected' || /meeting has ended/i.test(t));
}

/** Noise-filter (Krisp) and other audio-processing errors: the call goes on without them. */
export function isProviderNonFatal(error: Omit<VoiceError, 'outcome'>): boolean {
  return (
    NON_FATAL_TYPES.has(error.type) ||
    textsOf(error).some((t) => /krisp|noise[- ]?cancel|audio[- ]?processor/i.test(t))
  );
}

/**
 * Reduces whatever the SDK reports (its `error` event payloads, a thrown Error, the HTTP
 * client's rejected response) to a `VoiceError`: its `type` (provider spellings mapped, above),
 * the most telling message, every other text in it, and what it means for the call (the
 * service ended it; a noise-filter error the call survives) — the machine knows no provider.
 */
export function toVoiceError(raw: unknown): VoiceError {
  const own = isObject(raw) && typeof raw.type === 'string' ? raw.type : 'unknown';
  const mapped = typesOf(raw).find((t) => t in PROVIDER_TYPES);
  const type = mapped ? PROVIDER_TYPES[mapped]! : own;
  const message = messageOf(raw) || type;
  const details = stringsOf(raw).filter((s) => s !== type && s !== message);
  const error = details.length > 0 ? { type, message, details } : { type, message };
  if (isProviderNonFatal(error)) return { ...error, outcome: 'nonFatal' };
  if (isProviderRemoteEnd(error)) return { ...error, outcome: 'remoteEnd' };
  return error;
}

/** A VoiceError as something `start` can throw: an Error that still carries type and details. */
export function thrownVoiceError(error: VoiceError): Error & VoiceError {
  return Object.assign(new Error(error.message), { name: 'VoiceProviderError' }, error);
}
