import type { Meta } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import type { SectionNavRef } from '@machines/section-nav/section-nav.machine';
import { sectionNavPlan } from '@machines/section-nav/section-nav.paths';
import { stateStories } from '../../.storybook/state-story';

/** What each state means for the visitor (decision 0018). */
const MEANING: Record<string, string> = {
  idle: 'Die Seite gehört der Besucherin: nichts wird gescrollt.',
  navigating: 'Die Startseite wird geöffnet.',
  waiting: 'Die Startseite ist da; in etwa 100 ms wird zum Abschnitt gescrollt.',
  following:
    'Der Abschnitt bleibt im Blick, während darüber noch Code, Schriften und Bilder kommen.',
};

/**
 * The section navigation has no view of its own (it scrolls the landing page): this card shows
 * its state for developers and designers, as the inspector would.
 */
function SectionNavCard({ actorRef }: { actorRef: SectionNavRef }) {
  const state = useSelector(actorRef, (snapshot) => String(snapshot.value));
  const section = useSelector(actorRef, (snapshot) => snapshot.context.section);
  const motion = useSelector(actorRef, (snapshot) => snapshot.context.motion);
  return (
    <dl className="grid max-w-md grid-cols-[auto_1fr] gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <dt className="font-semibold">Zustand</dt>
      <dd>{state}</dd>
      <dt className="font-semibold">Abschnitt</dt>
      <dd>{section ? `#${section}` : '–'}</dd>
      <dt className="font-semibold">Scrollen</dt>
      <dd>{motion === 'smooth' ? 'sanft' : 'sofort'}</dd>
      <dt className="font-semibold">Bedeutung</dt>
      <dd>{MEANING[state]}</dd>
    </dl>
  );
}

const meta = {
  title: 'App/Section navigation',
  component: SectionNavCard,
} satisfies Meta<typeof SectionNavCard>;
export default meta;

const story = stateStories<SectionNavRef>({
  plan: sectionNavPlan,
  render: (actorRef) => <SectionNavCard actorRef={actorRef} />,
});

export const NoScrolling = story('idle');
export const OpeningHomePage = story('navigating');
export const ScrollingSoon = story('waiting');
export const SectionKeptInView = story('following');
