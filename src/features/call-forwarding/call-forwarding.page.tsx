import { useActorRef } from '@xstate/react';
import { Building2 } from 'lucide-react';
import { callForwarding } from '@/content/de/call-forwarding';
import { inspect } from '@/lib/inspector';
import { callForwardingMachine } from '@machines/call-forwarding/call-forwarding.machine';
import { CallForwardingView } from './call-forwarding.view';

const text = callForwarding;

/** `/einrichten`: how calls reach the assistant, the codes to dial, landlines and PBXs. */
export function CallForwardingPage() {
  const actorRef = useActorRef(callForwardingMachine, { inspect });
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-16 sm:py-20">
        <h1 className="section-title">{text.title}</h1>
        <p className="section-intro">{text.intro}</p>
        <ol className="mt-8 grid gap-4 sm:grid-cols-3">
          {text.steps.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-2xl bg-white/70 p-4 text-ink">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <div className="mt-10">
          <CallForwardingView actorRef={actorRef} />
        </div>
        <section
          aria-labelledby="festnetz"
          className="mt-10 flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <Building2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
          <div>
            <h2 id="festnetz" className="text-xl font-bold text-ink">
              {text.landlineTitle}
            </h2>
            <p className="mt-2 text-ink-soft">{text.landline}</p>
          </div>
        </section>
      </div>
    </div>
  );
}
