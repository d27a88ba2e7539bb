import type { EventObject } from 'xstate';
import { testPlan, testUnitReplays, type UnitStep } from '../../tests/model/plan-test';
import {
  SAMPLE_TICK,
  SPEAKING_TIMEOUT,
  speakingDetectorAllPaths,
  speakingDetectorPaths,
  speakingDetectorPlan,
} from './speaking-detector.paths';

testPlan(speakingDetectorPlan, speakingDetectorPaths);

/** Spec section 4 and 9, written out: what a voice session's speaking detection does. */
type Phase = 'idle' | 'silent' | 'speaking';
interface Model {
  phase: Phase;
  volume: number;
  noiseCancellation: boolean;
}

const STATES: Record<Phase, string> = {
  idle: 'idle',
  silent: 'active.sampling.waiting|speech.silent',
  speaking: 'active.sampling.waiting|speech.speaking',
};

const at = (model: Model, emitted: EventObject[] = []): UnitStep<Model> => ({
  model,
  state: STATES[model.phase],
  context: { volume: model.volume, noiseCancellation: model.noiseCancellation },
  emitted,
});

function step(model: Model, event: EventObject): UnitStep<Model> {
  // Without a session there are no levels to measure and nothing to end or to fail.
  if (model.phase === 'idle' && event.type !== 'session.start') return at(model);
  switch (event.type) {
    case 'session.start':
      // Starting a started session is ignored.
      return at(model.phase === 'idle' ? { ...model, phase: 'silent' } : model);
    case 'levels.sampled': {
      const { levels } = event as EventObject & { levels: readonly number[] };
      const sum = levels.reduce((total, level) => total + level, 0);
      // Volume: the sum divided by 0.15, capped at 1; above 0.01 is speech.
      const volume = Math.min(1, sum / 0.15);
      const speech = sum > 0.01;
      const emitted: EventObject[] = [{ type: 'volume.measured', volume } as EventObject];
      if (speech && model.phase === 'silent') emitted.push({ type: 'speech.started' });
      return at({ ...model, volume, phase: speech ? 'speaking' : model.phase }, emitted);
    }
    case SAMPLE_TICK:
      // The 100 ms tick only asks the sampler for levels (nothing answers in a unit test).
      return at(model);
    case SPEAKING_TIMEOUT:
      // 1 s after the last speech level: speech-end.
      return at({ ...model, phase: 'silent' }, [{ type: 'speech.ended' }]);
    case 'audioProcessor.failed':
      return at({ ...model, noiseCancellation: false }, [{ type: 'noiseCancellation.disabled' }]);
    case 'session.end':
      return at({ phase: 'idle', volume: 0, noiseCancellation: true }, [
        { type: 'call.ended' },
        {
          type: 'message.received',
          message: { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
        } as EventObject,
      ]);
    default:
      throw new Error(`no expectation written for ${event.type}`);
  }
}

testUnitReplays<Model>(speakingDetectorPlan, speakingDetectorAllPaths, {
  initial: at({ phase: 'idle', volume: 0, noiseCancellation: true }),
  step,
});
