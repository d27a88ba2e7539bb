import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowLeft, Check, Home, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { app } from '@/content/de/app';
import { brand } from '@/content/de/brand';
import { voice } from '@/content/de/voice';
import { selectIsConnected } from '@machines/call/call.selectors';
import type { CallActorRef } from '@machines/call/call.machine';
import type { VoiceAgent } from '@/features/call/agents';
import { AgentCallView } from '../call/surfaces/agent/agent-call.view';

const text = voice.agentPage;

export interface AgentPageViewProps {
  actorRef: CallActorRef;
  agent: VoiceAgent;
  preview: boolean;
  /** `/clara-agent`: on small screens the info cards give way to the call while connected. */
  hideInfoWhileConnected?: boolean;
}

/** An agent page: its own header (brand, role badge, 'Alle Agenten', 'Startseite'), the call, info cards. */
export function AgentPageView({
  actorRef,
  agent,
  preview,
  hideInfoWhileConnected = false,
}: AgentPageViewProps) {
  const connected = useSelector(actorRef, selectIsConnected);
  const infoHidden = hideInfoWhileConnected && connected;
  return (
    <div data-call-page className="flex min-h-dvh flex-col bg-slate-50">
      {/* On phones the header stays (8rem, the strip the toasts use): what scrolls under it
          is hidden by it, so a toast never covers the call (docs/decisions/0019). */}
      <header className="sticky top-0 z-30 flex min-h-32 items-center border-b border-slate-200 bg-white sm:static sm:min-h-0">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <div className="flex flex-wrap items-center gap-3">
            <Link to="/" aria-label={brand.homeLink} className="rounded-lg">
              <Logo />
            </Link>
            <span className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {agent.badge}
            </span>
          </div>
          <nav aria-label={app.nav.label} className="flex items-center gap-1">
            <Link
              to="/agents"
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-ink-soft hover:bg-slate-100 hover:text-ink"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {text.allAgents}
            </Link>
            <Link
              to="/"
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-ink-soft hover:bg-slate-100 hover:text-ink"
            >
              <Home aria-hidden="true" className="size-4" />
              {text.home}
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" className="container-page grid flex-1 gap-6 py-8 lg:grid-cols-12 lg:py-12">
        {/* Grid items shrink to the page (min-w-0): a wide row inside must not widen it. On
            a desktop the call is the right column, away from the toasts at the bottom left
            (docs/decisions/0019); first in the page's order all the same. */}
        <div className="min-w-0 lg:col-span-5 lg:col-start-8 lg:row-start-1">
          <div className="lg:sticky lg:top-8">
            <AgentCallView actorRef={actorRef} agent={agent} preview={preview} />
          </div>
        </div>
        <div
          className={`min-w-0 gap-6 lg:col-span-7 lg:col-start-1 lg:row-start-1 ${infoHidden ? 'hidden md:grid' : 'grid'} content-start`}
        >
          <InfoCard title={text.about(agent.name)}>
            <p className="text-ink-soft">{agent.about}</p>
          </InfoCard>
          <InfoCard title={text.helps(agent.name)}>
            <ul className="space-y-3">
              {agent.helps.map((item) => (
                <li key={item} className="flex gap-3 text-ink-soft">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </InfoCard>
          <InfoCard title={text.examples}>
            <ul className="space-y-2">
              {agent.examples.map((example) => (
                <li key={example} className="flex gap-3 text-ink-soft">
                  <MessageCircle
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-700"
                  />
                  <q>{example}</q>
                </li>
              ))}
            </ul>
          </InfoCard>
          <InfoCard title={text.tipsTitle}>
            <dl className="grid gap-4 sm:grid-cols-3">
              {text.tips.map((tip) => (
                <div key={tip.title}>
                  <dt className="font-semibold text-ink">{tip.title}</dt>
                  <dd className="mt-1 text-sm text-ink-soft">{tip.text}</dd>
                </div>
              ))}
            </dl>
          </InfoCard>
        </div>
      </main>
    </div>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
