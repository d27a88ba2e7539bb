import type { Meta } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import type { CallPresenceRef } from '@machines/call-presence/call-presence.machine';
import { callPresencePlan } from '@machines/call-presence/call-presence.paths';
import { stateStories } from '../../../../.storybook/state-story';
import { PresenceQuestionView } from './presence-question';

/** What each state means for the caller. */
const MEANING: Record<string, string> = {
  visible: 'Die Seite ist sichtbar: der Bildschirm bleibt während des Gesprächs an.',
  hidden: 'Die Seite ist im Hintergrund: die Sperre ist frei, die Zeit läuft.',
  asking: 'Nach mehr als einer Minute zurück: die Frage, ob das Gespräch weitergehen soll.',
  hangingUp: 'Aufgelegt (Antwort oder 30 Sekunden ohne Antwort): das Gespräch endet.',
};

/** The question where the call surfaces show it, with the state's meaning below. */
function PresenceCard({ presenceRef }: { presenceRef: CallPresenceRef }) {
  const state = useSelector(presenceRef, (snapshot) => String(snapshot.value));
  return (
    <div className="flex max-w-sm flex-col gap-3">
      <PresenceQuestionView presenceRef={presenceRef} />
      <p className="text-sm text-ink-soft">{MEANING[state]}</p>
    </div>
  );
}

const meta = {
  title: 'Call/Are you still there?',
  component: PresenceCard,
} satisfies Meta<typeof PresenceCard>;
export default meta;

const story = stateStories<CallPresenceRef>({
  plan: callPresencePlan,
  render: (presenceRef) => <PresenceCard presenceRef={presenceRef} />,
});

export const NoQuestionPageVisible = story('visible');
export const NoQuestionPageInBackground = story('hidden');
export const StillThereQuestion = story('asking');
export const HangingUpAfterQuestion = story('hangingUp');
