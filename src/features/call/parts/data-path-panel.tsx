import { Collapsible } from '@ark-ui/react/collapsible';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DataPathShown } from '@/config/data-path';
import { dataPath as text, dataPathHops, dataPathRegions } from '@/content/de/data-path';

/**
 * 'Wohin gehen die Daten?': the disclosure of the consent line. Its trigger sits in the line
 * (`children`, with a `DataPathTrigger`); opened, either the stations of a call from the
 * browser to the summary (operator, place, how long kept), or, in the demo, that nothing
 * leaves the browser.
 */
export function DataPathPanel({
  shown,
  theme,
  children,
}: {
  shown: DataPathShown;
  theme: 'light' | 'dark';
  children: ReactNode;
}) {
  const dark = theme === 'dark';
  return (
    <Collapsible.Root className="w-full">
      {children}
      <Collapsible.Content
        className={`mt-2 rounded-xl px-3 py-2 text-left text-xs ${
          dark ? 'bg-white/10 text-slate-300' : 'bg-slate-50 text-ink-soft'
        }`}
      >
        {shown.kind === 'local' ? (
          <>
            <p className={`font-semibold ${dark ? 'text-white' : 'text-ink'}`}>
              {text.local.heading}
            </p>
            <p className="mt-1">{text.local.text}</p>
          </>
        ) : (
          <Stations shown={shown} dark={dark} />
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The disclosure's button, at the end of the consent line. */
export function DataPathTrigger() {
  return (
    <Collapsible.Trigger className="group inline-flex items-center gap-0.5 font-medium whitespace-nowrap underline underline-offset-2">
      {text.title}
      {/* Turned by the trigger's own state: Ark's indicator is a div, not allowed in a button. */}
      <ChevronDown
        aria-hidden="true"
        className="size-3.5 transition-transform group-data-[state=open]:rotate-180"
      />
    </Collapsible.Trigger>
  );
}

function Stations({ shown, dark }: { shown: DataPathShown & { kind: 'table' }; dark: boolean }) {
  const stations = [
    text.browser,
    ...Object.entries(dataPathHops).map(([key, hop]) => {
      const entry = shown.table[key as keyof typeof dataPathHops];
      return {
        ...hop,
        operator: entry.operator,
        region: text.regions(entry.region.map((code) => dataPathRegions[code])),
        retention: entry.retention,
      };
    }),
  ];
  const strong = dark ? 'text-white' : 'text-ink';
  return (
    <>
      <p>{text.intro}</p>
      <ol className="mt-2 flex list-inside list-decimal flex-col gap-2">
        {stations.map((station) => (
          <li
            key={station.name}
            className={`font-semibold ${dark ? 'marker:text-slate-400' : 'marker:text-slate-500'}`}
          >
            <span className={strong}>{station.name}</span>
            <p className="font-normal">{station.role}</p>
            <dl className="mt-0.5 grid grid-cols-[auto_1fr] gap-x-2 font-normal">
              <dt>{text.labels.operator}</dt>
              <dd className={strong}>{station.operator}</dd>
              <dt>{text.labels.region}</dt>
              <dd className={strong}>{station.region}</dd>
              <dt>{text.labels.retention}</dt>
              <dd className={strong}>{station.retention}</dd>
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
