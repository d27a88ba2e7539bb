import { ShieldCheck } from 'lucide-react';
import { voice } from '@/content/de/voice';

/**
 * One line before a call: the conversation goes to the voice service. "Datenschutz" is text, as
 * in the footer, until the provider's legal page exists: a link without a target would mislead
 * visitors and crawlers (Lighthouse: crawlable-anchors).
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
        {voice.privacy.text} <span className="font-medium">{voice.privacy.link}</span>.
      </span>
    </p>
  );
}
