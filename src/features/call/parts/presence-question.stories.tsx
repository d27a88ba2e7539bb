import type { Meta } from '@storybook/react-vite';
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

const meta = {
  title: 'Call/Are you still there?',
  component: PresenceQuestionView,
} satisfies Meta<typeof PresenceQuestionView>;
export default meta;

const story = stateStories<CallPresenceRef>({
  plan: callPresencePlan,
  render: (presenceRef) => <PresenceQuestionView presenceRef={presenceRef} />,
  meaning: MEANING,
});

export const NoQuestionPageVisible = story('visible');
export const NoQuestionPageInBackground = story('hidden');
export const StillThereQuestion = story('asking');
export const HangingUpAfterQuestion = story('hangingUp');
