import type { Meta } from '@storybook/react-vite';
import type { OutcomesActorRef } from '@machines/call-outcomes/outcomes.machine';
import { outcomesPlan } from '@machines/call-outcomes/outcomes.paths';
import { stateStories } from '../../../../.storybook/state-story';
import { OutcomeAnnouncement, OutcomeList } from './outcome-cards';

/** The outcome cards beside an agent's transcript, one story per machine state. */
const meta = {
  title: 'Call/Outcome cards',
  component: OutcomeList,
  decorators: [
    (Story) => (
      <div className="mx-auto flex max-w-md flex-col gap-3 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OutcomeList>;
export default meta;

const story = stateStories<OutcomesActorRef>({
  plan: outcomesPlan,
  render: (actorRef) => (
    <>
      <OutcomeList outcomesRef={actorRef} />
      <OutcomeAnnouncement outcomesRef={actorRef} />
    </>
  ),
});

/** No card yet: nothing shows. */
export const NoCards = story('idle');
/** A card 'wird bearbeitet…'. */
export const CardInProgress = story('working');
/** A failed card ('Die Demo-Aktion konnte nicht angezeigt werden.'): the shortest way to `shown`. */
export const FailedCard = story('shown');
/** Done cards: Clara's slot with its calendar entry, and Jonas's ticket. */
export const DoneCards = story(
  'shown',
  {},
  (snapshot) =>
    (snapshot.context as { cards: { status: string }[] }).cards.filter(
      (card) => card.status === 'done',
    ).length === 2,
);
