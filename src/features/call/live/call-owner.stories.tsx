import type { Meta } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import type { CallOwnerMachine } from '@machines/call-owner/call-owner.machine';
import { callOwnerPlan } from '@machines/call-owner/call-owner.paths';
import { selectOwner, selectWaiting } from '@machines/call-owner/call-owner.selectors';
import type { ActorRefFrom } from 'xstate';
import { stateStories } from '../../../../.storybook/state-story';

type CallOwnerRef = ActorRefFrom<CallOwnerMachine>;

/** The surfaces of the paths, as a visitor knows them. */
const SURFACE_NAMES: Record<string, string> = {
  widget: 'Sprach-Assistent (Widget)',
  dialog: 'Agenten-Dialog (Clara)',
};
const nameOf = (ref: { id: string } | null) => (ref ? (SURFACE_NAMES[ref.id] ?? ref.id) : '–');

/**
 * The call coordinator has no view of its own (the surfaces show their calls): this card shows
 * its state for developers, as the inspector would — who owns the call and who waits.
 */
function CallOwnerCard({ actorRef }: { actorRef: CallOwnerRef }) {
  const state = useSelector(actorRef, (s) => String(s.value));
  const owner = useSelector(actorRef, selectOwner);
  const waiting = useSelector(actorRef, selectWaiting);
  return (
    <dl className="grid max-w-sm grid-cols-2 gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <dt className="font-semibold">Zustand</dt>
      <dd>{state}</dd>
      <dt className="font-semibold">Gespräch bei</dt>
      <dd>{nameOf(owner)}</dd>
      <dt className="font-semibold">Wartet</dt>
      <dd>{nameOf(waiting)}</dd>
    </dl>
  );
}

const meta = {
  title: 'Call/Hand-over between surfaces',
  component: CallOwnerCard,
} satisfies Meta<typeof CallOwnerCard>;
export default meta;

const story = stateStories<CallOwnerRef>({
  plan: callOwnerPlan,
  render: (actorRef) => <CallOwnerCard actorRef={actorRef} />,
});

export const NoCall = story('free');
export const CallOnOneSurface = story('owned');
export const AnotherSurfaceWaiting = story('handingOver');
