import { ShieldCheck } from 'lucide-react';
import { voice } from '@/content/de/voice';

/**
 * One line before a call: the conversation goes to the voice service. "Datenschutz" is the same
 * placeholder as in the footer (an <a> without href, HTML's placeholder link) until the legal
 * texts exist.
 */
export function PrivacyNote({ theme = 'light' }: { theme?: 'light' | 'dark' }) {
  return (
    <p
      className={`flex items-start justify-center gap-1.5 text-xs ${
        theme === 'dark' ? 'text-slate-300' : 'text-ink-soft'
      }`}
    >
      <ShieldCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        {voice.privacy.text} {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a className="underline underline-offset-2">{voice.privacy.link}</a>.
      </span>
    </p>
  );
}
