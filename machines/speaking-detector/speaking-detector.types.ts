/** The status message a voice session posts when it ends (the provider's `status-update`). */
export interface StatusUpdateMessage {
  type: 'status-update';
  status: 'ended';
  endedReason: 'customer-ended-call';
}

export interface SpeakingDetectorContext {
  /** Summed remote level scaled to 0…1 (sum / 0.15, capped at 1): drives the volume ring. */
  volume: number;
  /** Noise cancellation is on until a non-fatal audio-processor error turns it off. */
  noiseCancellation: boolean;
}

export type SpeakingDetectorEvent =
  | { type: 'session.start' }
  | { type: 'session.end' }
  /** One sample of the remote participants' audio levels, 0…1 each; they are summed. */
  | { type: 'levels.sampled'; levels: readonly number[] }
  /** The noise-cancelling audio processor failed; the session goes on without it. */
  | { type: 'audioProcessor.failed' };

/** What a level sampler is asked every sample interval; it answers with `levels.sampled`. */
export type LevelSamplerRequest = { type: 'levels.read' };

export type SpeakingDetectorEmitted =
  | { type: 'volume.measured'; volume: number }
  | { type: 'speech.started' }
  | { type: 'speech.ended' }
  | { type: 'call.ended' }
  | { type: 'message.received'; message: StatusUpdateMessage }
  | { type: 'noiseCancellation.disabled' };
