import type { Meta } from '@storybook/react-vite';
import { fromCallback, type ActorRefFrom } from 'xstate';
import type { LevelSamplerRequest } from '@machines/speaking-detector/speaking-detector.types';
import { levelSamplerFakes } from '@machines/speaking-detector/speaking-detector.fakes';
import { speakingDetectorMachine } from '@machines/speaking-detector/speaking-detector.machine';
import { speakingDetectorPlan } from '@machines/speaking-detector/speaking-detector.paths';
import { stateStories } from '../../../.storybook/state-story';
import { DetectorActivity } from './detector-activity';

const meta = {
  title: 'Voice/Voice activity',
  component: DetectorActivity,
} satisfies Meta<typeof DetectorActivity>;
export default meta;

type DetectorRef = ActorRefFrom<typeof speakingDetectorMachine>;

/** Speech-like levels, all above the threshold: the volume ring breathes while it speaks. */
const SPEECH = [0.04, 0.09, 0.15, 0.11, 0.06, 0.13, 0.18, 0.08, 0.05, 0.12];
const speakingSampler = fromCallback<LevelSamplerRequest>(({ sendBack, receive }) => {
  let index = 0;
  receive(() => {
    sendBack({ type: 'levels.sampled', levels: [SPEECH[index % SPEECH.length]!] });
    index += 1;
  });
});

/** A live detector per story: a silent remote side keeps "listening", a speaking one "speaking". */
const storyWith = (levelSampler: typeof speakingSampler) =>
  stateStories<DetectorRef>({
    plan: speakingDetectorPlan,
    machine: speakingDetectorMachine.provide({ actors: { levelSampler } }),
    render: (actorRef) => <DetectorActivity actorRef={actorRef} />,
  });

export const Idle = storyWith(levelSamplerFakes.silent)('idle');
export const Listening = storyWith(levelSamplerFakes.silent)(
  'active.sampling.waiting|speech.silent',
);
export const Speaking = storyWith(speakingSampler)('active.sampling.waiting|speech.speaking');
