import { Link } from '@tanstack/react-router';
import { ArrowRight, FlaskConical } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { lazy } from '@/lib/lazy';
import { useToasts } from '@/components/toasts';
import { NavLink } from '@/components/nav-link';
import { voice } from '@/content/de/voice';
import { showVoiceToast } from '@/features/call/live/use-call-toasts';
import { useLiveCall } from '@/features/call/live/use-live-call';
import { agents } from '@/content/de/agents';
import type { VoiceAgent } from '@/features/call/agents';
import { voiceDriver } from '@/features/call/drivers/create-driver';
import { errorToast } from '@/features/call/live/call-toast-text';
import type { AgentDialogViewProps } from '../call/surfaces/agent/agent-dialog.view';
import { overviewCardsOf, type AgentSlug } from './agent-pages';

const text = voice.overview;

/** The demo agents' cards, from the agent table. */
const cards = overviewCardsOf(agents);

/** `/agents`: the four demo agents, each testable in a dialog; the demo banner; the consultation link. */
export function AgentsOverviewPage() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-16 sm:py-20">
        <h1 className="section-title">{text.title}</h1>
        <p className="section-intro">{text.intro}</p>
        <p className="mt-8 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {text.banner}
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.slug} className="flex">
              <AgentCard agent={card.agent} page={card.slug} />
            </li>
          ))}
        </ul>
        <div className="mt-16 flex flex-col items-center gap-4 rounded-3xl bg-ink px-6 py-10 text-center text-white">
          <p className="max-w-xl text-lg">{text.ctaText}</p>
          <NavLink
            entry={{ kind: 'section', key: 'agents-cta', section: 'demo', label: text.cta }}
            className="btn bg-white px-6 py-3 text-base text-ink hover:bg-brand-50"
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The dialog's code (Ark UI's dialog, the call view, its tooltips: ~40 KB gzip) is not needed
 * before a visitor wants to test an agent: it loads on the first intent (pointer over, focus or
 * tap on 'Jetzt testen'), once for all four cards.
 */
const loadAgentDialog = lazy(() => import('../call/surfaces/agent/agent-dialog.view'), {
  pick: (module) => module.AgentDialogView,
  retryOnCall: true,
});

/**
 * One agent: picture, role, description, 'Jetzt testen' (its call actor lives with the card),
 * and the link to its page.
 */
function AgentCard({ agent, page }: { agent: VoiceAgent; page: AgentSlug }) {
  const { actorRef, preview } = useLiveCall({ surface: 'agentPage', agent });
  const [open, setOpen] = useState(false);
  const [AgentDialog, setAgentDialog] = useState<ComponentType<AgentDialogViewProps> | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const toasts = useToasts();
  const prepare = () => loadAgentDialog().then((component) => setAgentDialog(() => component));
  const prefetch = () => void prepare().catch(() => {});
  // Opens once the code is there; if it cannot load, the agent's connection error says so and
  // the next press tries again.
  const openDialog = () =>
    void prepare().then(
      () => setOpen(true),
      () =>
        showVoiceToast(
          toasts,
          errorToast('agentPage', 'providerConnectionFailed', { agent: agent.name }),
        ),
    );
  return (
    <article className="flex w-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-col items-center text-center">
        <img
          src={agent.image}
          alt=""
          width={112}
          height={112}
          className="size-28 rounded-full bg-slate-100 shadow-md"
        />
        <h2 className="mt-4 text-xl font-bold text-ink">{agent.name}</h2>
        <p className="mt-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {agent.badge}
        </p>
      </div>
      <p className="mt-4 flex-1 text-ink-soft">{agent.description}</p>
      <div className="mt-6 flex flex-col gap-3">
        <button
          ref={trigger}
          type="button"
          className="btn-primary w-full"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => {
            voiceDriver().prefetch();
            prefetch();
          }}
          onFocus={prefetch}
          onClick={openDialog}
        >
          {text.test}
        </button>
        {AgentDialog ? (
          <AgentDialog
            actorRef={actorRef}
            agent={agent}
            preview={preview}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={() => trigger.current}
          />
        ) : null}
        <Link
          to="/{$agent}-agent"
          params={{ agent: page }}
          className="inline-flex items-center justify-center gap-1 text-sm font-medium text-brand-800 hover:underline"
        >
          {text.openPage(agent.name)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
