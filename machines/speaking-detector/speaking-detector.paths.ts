import type { EventObject } from 'xstate';
import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { speakingDetectorMachine } from './speaking-detector.machine';

export const SAMPLE_TICK = 'xstate.after.sampleInterval.speakingDetector.active.sampling.waiting';
export const SPEAKING_TIMEOUT =
  'xstate.after.speakingTimeout.speakingDetector.active.speech.speaking';

/** Sample levels: silence, exactly the threshold, a sum just above it, loud speech. */
export const speakingDetectorSamples = [[0], [0.01], [0.006, 0.005], [0.2]] as const;

const events: EventObject[] = [
  { type: 'session.start' },
  ...speakingDetectorSamples.map((levels) => ({ type: 'levels.sampled', levels })),
  { type: SAMPLE_TICK },
  { type: SPEAKING_TIMEOUT },
  { type: 'audioProcessor.failed' },
  { type: 'session.end' },
];

export const speakingDetectorPlan: PathPlan = {
  name: 'speakingDetector',
  machine: speakingDetectorMachine,
  events,
};

/** The shortest path to every distinguishable state. */
export const speakingDetectorAllPaths = generatePaths(speakingDetectorPlan);

/** The fewest of them that visit every reachable state, transition and sample event. */
export const speakingDetectorPaths = coveringPaths(speakingDetectorPlan, speakingDetectorAllPaths);
