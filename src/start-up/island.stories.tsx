import type { Meta } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import type { IslandRef } from '@machines/island/island.machine';
import { islandPlan } from '@machines/island/island.paths';
import { stateStories } from '../../.storybook/state-story';

/** What each state means for the visitor (docs/start-up.md, decision 0027). */
const MEANING: Record<string, string> = {
  unregistered: 'Die Seite wird noch übernommen; die Insel zeigt ihr Server-HTML.',
  wanted: 'Die Besucherin hat die Insel schon berührt: ihr Code lädt, sobald sie sich anmeldet.',
  waiting: 'Angemeldet; ihr Code lädt, wenn sie in die Nähe des Bildschirms kommt.',
  loading: 'Ihr Code ist unterwegs; React übernimmt sie, wenn er da ist.',
  ready: 'Übernommen: alles außer Tippen erreicht sie; gehaltene Tipps folgen im nächsten Task.',
  open: 'Gehaltene Tipps wurden nachgespielt; alles erreicht sie.',
  failed: 'Ihr Code kam nicht: der Hinweis mit „Erneut versuchen“ steht an ihrer Stelle.',
  retrying: 'Erneut versucht: ihr Code lädt wieder; alles erreicht sie.',
};

/**
 * The start-up guard has no view of its own (it keeps events from React and replays taps):
 * this card shows an island's state for developers and designers, as the inspector would.
 */
function IslandCard({ actorRef }: { actorRef: IslandRef }) {
  const state = useSelector(actorRef, (snapshot) => String(snapshot.value));
  const guarded = useSelector(actorRef, (snapshot) => snapshot.hasTag('guarded'));
  const holding = useSelector(actorRef, (snapshot) => snapshot.hasTag('holdingTaps'));
  const taps = useSelector(actorRef, (snapshot) => snapshot.context.taps.length);
  return (
    <dl className="grid max-w-md grid-cols-[auto_1fr] gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <dt className="font-semibold">Zustand</dt>
      <dd>{state}</dd>
      <dt className="font-semibold">Ereignisse</dt>
      <dd>{guarded ? 'von React ferngehalten' : 'erreichen React'}</dd>
      <dt className="font-semibold">Tippen</dt>
      <dd>{holding ? `gehalten (${taps})` : 'erreicht React'}</dd>
      <dt className="font-semibold">Bedeutung</dt>
      <dd>{MEANING[state]}</dd>
    </dl>
  );
}

const meta = {
  title: 'App/Island start-up',
  component: IslandCard,
} satisfies Meta<typeof IslandCard>;
export default meta;

const story = stateStories<IslandRef>({
  plan: islandPlan,
  render: (actorRef) => <IslandCard actorRef={actorRef} />,
});

export const ServerHtmlOnly = story('unregistered');
export const TouchedBeforeItsCode = story('wanted');
export const CodeWaitsUntilNearby = story('waiting');
export const CodeLoading = story('loading');
export const AwakeTapsHeld = story('ready');
export const FullyAwake = story('open');
export const RetryNotice = story('failed');
export const CodeLoadingAgain = story('retrying');
