import type { Meta } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { AudioLines } from 'lucide-react';
import { fromCallback, type ActorRefFrom } from 'xstate';
import { voice } from '@/content/de/voice';
import type { LevelSamplerRequest } from '@machines/speaking-detector/speaking-detector.types';
import { levelSamplerFakes } from '@machines/speaking-detector/speaking-detector.fakes';
import { speakingDetectorMachine } from '@machines/speaking-detector/speaking-detector.machine';
import { speakingDetectorPlan } from '@machines/speaking-detector/speaking-detector.paths';
import {
  selectIsActive,
  selectIsSpeaking,
  selectVolume,
} from '@machines/speaking-detector/speaking-detector.selectors';
import { stateStories } from '../../../../.storybook/state-story';
import { VoiceActivity } from './voice-activity';

const meta = {
  title: 'Call/Voice activity',
  component: VoiceActivity,
} satisfies Meta<typeof VoiceActivity>;
export default meta;

type DetectorRef = ActorRefFrom<typeof speakingDetectorMachine>;
const { status } = voice.widget;

/**
 * The indicator as a call shows it while the preview driver's detector runs (on the agent pages
 * the call machine relays the detector's speech and volume): ready, listening, speaking.
 */
function DetectorIndicator({ actorRef }: { actorRef: DetectorRef }) {
  const speaking = useSelector(actorRef, selectIsSpeaking);
  const active = useSelector(actorRef, selectIsActive);
  const volume = useSelector(actorRef, selectVolume);
  const tone = speaking ? 'speaking' : active ? 'connected' : 'idle';
  const label = speaking ? status.speaking : active ? status.listening : status.ready;
  return (
    <section aria-label={voice.activity.label} className="flex justify-center p-6">
      <VoiceActivity tone={tone} volume={volume} label={label}>
        <span className="flex size-20 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg">
          <AudioLines aria-hidden="true" className="size-9" />
        </span>
      </VoiceActivity>
    </section>
  );
}

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
    render: (actorRef) => <DetectorIndicator actorRef={actorRef} />,
  });

export const Ready = storyWith(levelSamplerFakes.silent)('idle');
export const Listening = storyWith(levelSamplerFakes.silent)(
  'active.sampling.waiting|speech.silent',
);
export const Speaking = storyWith(speakingSampler)('active.sampling.waiting|speech.speaking');
