import type { Meta } from '@storybook/react-vite';
import type { CallOutputRef } from '@machines/call-output/call-output.machine';
import { callOutputPlan } from '@machines/call-output/call-output.paths';
import { stateStories } from '../../../../.storybook/state-story';
import { SoundNoticeView } from './sound-notice';

/** What each state means for the caller. */
const MEANING: Record<string, string> = {
  unknown: 'Die Begrüßung lädt noch: kein Hinweis.',
  playing: 'Der Ton läuft: kein Hinweis.',
  blocked: 'Der Ton konnte nicht starten: der Hinweis und «Ton einschalten».',
  enabling: 'Nach dem Druck auf «Ton einschalten»: der Ton wird gestartet.',
};

const meta = {
  title: 'Call/Sound could not start',
  component: SoundNoticeView,
} satisfies Meta<typeof SoundNoticeView>;
export default meta;

const story = stateStories<CallOutputRef>({
  plan: callOutputPlan,
  render: (outputRef) => <SoundNoticeView outputRef={outputRef} />,
  meaning: MEANING,
});

export const NoNoticeWhileGreetingLoads = story('unknown');
export const NoNoticeWhileSoundPlays = story('playing');
export const TurnSoundOnNotice = story('blocked');
export const TurningSoundOnAfterPress = story('enabling');
