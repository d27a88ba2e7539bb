import { useActorRef } from '@xstate/react';
import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useToasts } from '@/components/toasts';
import { inspect } from '@/lib/inspector';
import { LogoMark } from '@/components/logo';
import { config } from '@/config/config';
import { waitlist } from '@/content/de/waitlist';
import {
  createAskPasswordInBrowser,
  hashPasswordWithWebCrypto,
} from '@machines/full-gate/full-gate.actors';
import { fullGateMachine } from '@machines/full-gate/full-gate.machine';
import { waitlistMachine } from '@machines/waitlist/waitlist.machine';
import { FullGateDot, useGateShortcut } from './full-gate.view';
import { WaitlistFormView } from './waitlist.view';

const text = waitlist;

const liveGate = fullGateMachine.provide({
  actors: {
    askPassword: createAskPasswordInBrowser(text.passwordPrompt),
    hashPassword: hashPasswordWithWebCrypto,
  },
});

/** The waiting-list page with its hidden gate; `onOpenFull` leads to the full-page assistant. */
export function WaitlistPage({ onOpenFull }: { onOpenFull: () => void }) {
  const waitlist = useActorRef(waitlistMachine, { inspect });
  const gate = useActorRef(liveGate, {
    input: { passwordSha256: config.fullPasswordSha256 },
    inspect,
  });
  useGateShortcut(gate);
  const toast = useToasts();

  useEffect(() => {
    const joined = waitlist.on('waitlist.joined', () =>
      toast.success(text.toasts.joined.title, { description: text.toasts.joined.description }),
    );
    const opened = gate.on('gate.opened', onOpenFull);
    return () => {
      joined.unsubscribe();
      opened.unsubscribe();
    };
  }, [waitlist, gate, onOpenFull, toast]);

  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-ink px-4 py-16 text-center text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-700/30 blur-3xl"
      />
      <div className="relative flex w-full max-w-xl flex-col items-center">
        <LogoMark className="size-16" />
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">{text.title}</h1>
        <p className="mt-6 text-lg text-slate-200">{text.text}</p>
        <div className="mt-10 w-full">
          <WaitlistFormView actorRef={waitlist} />
        </div>
        <p className="mt-10 text-sm font-medium tracking-wide text-brand-100 uppercase">
          {text.tagline}
        </p>
        <p className="mt-4 inline-flex items-center gap-2 text-sm text-slate-300">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {text.privacy}
        </p>
      </div>
      <FullGateDot actorRef={gate} />
    </main>
  );
}
