import { FlaskConical } from 'lucide-react';
import { voice } from '@/content/de/voice';

/** The preview driver's notice: a recorded greeting, not the real assistant. */
export function PreviewNotice({ theme = 'light' }: { theme?: 'light' | 'dark' }) {
  return (
    <p
      className={`flex items-start gap-2 rounded-xl px-3 py-2 text-left text-xs ${
        theme === 'dark' ? 'bg-amber-300/15 text-amber-100' : 'bg-amber-50 text-amber-900'
      }`}
    >
      <FlaskConical aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{voice.preview.notice}</span>
    </p>
  );
}

/** The short "Vorschau" label beside a call's title. */
export function PreviewBadge({ theme = 'light' }: { theme?: 'light' | 'dark' }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${
        theme === 'dark' ? 'bg-amber-300/20 text-amber-100' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {voice.preview.badge}
    </span>
  );
}
