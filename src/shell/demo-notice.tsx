import { FlaskConical } from 'lucide-react';
import { config } from '@/config/config';
import { app } from '@/content/de/app';

/** A discreet line saying that the site runs offline on sample data; only in demo mode. */
export function DemoNotice() {
  if (!config.demo) return null;
  return (
    <p
      data-critical
      className="flex items-center justify-center gap-2 bg-amber-50 px-4 py-1.5 text-center text-xs text-amber-900"
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {app.demoNotice}
    </p>
  );
}
