import { ShieldCheck } from 'lucide-react';
import { config } from '@/config/config';
import { voice } from '@/content/de/voice';
import { DataPathDisclosure } from './data-path-panel';

type Theme = 'light' | 'dark';

/** Before a call: the consent line, and below it where this build's calls go. */
export function PrivacyNote({ theme = 'light' }: { theme?: Theme }) {
  return (
    <div className="flex w-full flex-col items-center gap-1">
      <PrivacyLine theme={theme} />
      <DataPathDisclosure theme={theme} />
    </div>
  );
}

/**
 * One line before a call: the conversation goes to the voice service. "Datenschutz" links the
 * provider's privacy page once configured (`VITE_PRIVACY_URL`); until then it is text, as in
 * the footer: a link without a target would mislead visitors and crawlers.
 */
function PrivacyLine({ theme }: { theme: Theme }) {
  return (
    <p
      className={`flex items-start justify-center gap-1.5 text-xs ${
        theme === 'dark' ? 'text-slate-300' : 'text-ink-soft'
      }`}
    >
      <ShieldCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        {voice.privacy.text}{' '}
        {config.privacyUrl ? (
          <a href={config.privacyUrl} className="font-medium underline underline-offset-2">
            {voice.privacy.link}
          </a>
        ) : (
          <span className="font-medium">{voice.privacy.link}</span>
        )}
        .
      </span>
    </p>
  );
}
