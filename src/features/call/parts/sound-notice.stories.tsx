import type { Meta } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
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

/** The note where the call surfaces show it, with the state's meaning below. */
function SoundCard({ outputRef }: { outputRef: CallOutputRef }) {
  const state = useSelector(outputRef, (snapshot) => String(snapshot.value));
  return (
    <div className="flex max-w-sm flex-col gap-3">
      <SoundNoticeView outputRef={outputRef} />
      <p className="text-sm text-ink-soft">{MEANING[state]}</p>
    </div>
  );
}

const meta = {
  title: 'Call/Sound could not start',
  component: SoundCard,
} satisfies Meta<typeof SoundCard>;
export default meta;

const story = stateStories<CallOutputRef>({
  plan: callOutputPlan,
  render: (outputRef) => <SoundCard outputRef={outputRef} />,
});

export const NoNoticeWhileGreetingLoads = story('unknown');
export const NoNoticeWhileSoundPlays = story('playing');
export const TurnSoundOnNotice = story('blocked');
export const TurningSoundOnAfterPress = story('enabling');
