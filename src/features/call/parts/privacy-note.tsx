import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { config } from '@/config/config';
import { voice } from '@/content/de/voice';
import { dataPath, dataPathShown, type DataPathShown } from '@/config/data-path';
import { DataPathPanel, DataPathTrigger } from './data-path-panel';

type Theme = 'light' | 'dark';

/**
 * Before a call: the consent line, ending in 'Wohin gehen die Daten?' where this build states
 * its data path (the line's own height on a phone: the widget's dialog has none to spare).
 */
export function PrivacyNote({
  theme = 'light',
  shown = dataPathShown(config.voice.driver, dataPath),
}: {
  theme?: Theme;
  /** What the disclosure shows (this build's by default; stories pass their own). */
  shown?: DataPathShown | null;
}) {
  if (!shown) return <PrivacyLine theme={theme} />;
  return (
    <DataPathPanel shown={shown} theme={theme}>
      <PrivacyLine theme={theme}>
        <DataPathTrigger />
      </PrivacyLine>
    </DataPathPanel>
  );
}

/**
 * One line before a call: the conversation goes to the voice service. "Datenschutz" links the
 * provider's privacy page once configured (`VITE_PRIVACY_URL`); until then it is text, as in
 * the footer: a link without a target would mislead visitors and crawlers.
 */
function PrivacyLine({ theme, children }: { theme: Theme; children?: ReactNode }) {
  return (
    <p
      className={`flex items-start justify-center gap-1.5 text-xs ${
        theme === 'dark' ? 'text-slate-300' : 'text-ink-soft'
      }`}
    >
      <ShieldCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        {/* The consent sentence in an element of its own: found whole by its text. */}
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
        {children ? ' ' : null}
        {children}
      </span>
    </p>
  );
}
