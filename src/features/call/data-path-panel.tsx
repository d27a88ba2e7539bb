import { Collapsible } from '@ark-ui/react/collapsible';
import { ChevronDown } from 'lucide-react';
import { config } from '@/config/config';
import { dataPath as buildDataPath, dataPathShown, type DataPathShown } from '@/config/data-path';
import { dataPath as text, dataPathHops, dataPathRegions } from '@/content/de/data-path';

type Theme = 'light' | 'dark';

/** This build's 'Wohin gehen die Daten?', or nothing where the build has no table. */
export function DataPathDisclosure({ theme = 'light' }: { theme?: Theme }) {
  const shown = dataPathShown(config.voice.driver, buildDataPath);
  return shown ? <DataPathPanel shown={shown} theme={theme} /> : null;
}

/**
 * The disclosure beside the consent line: closed, one link-like button; open, either the
 * stations of a call from the browser to the summary (operator, place, how long kept), or, in
 * the demo, that nothing leaves the browser.
 */
export function DataPathPanel({ shown, theme = 'light' }: { shown: DataPathShown; theme?: Theme }) {
  const dark = theme === 'dark';
  return (
    <Collapsible.Root className={`w-full text-xs ${dark ? 'text-slate-300' : 'text-ink-soft'}`}>
      <Collapsible.Trigger className="mx-auto flex min-h-6 items-center gap-1 rounded px-1 font-medium underline underline-offset-2">
        {text.title}
        <Collapsible.Indicator className="transition-transform data-[state=open]:rotate-180">
          <ChevronDown aria-hidden="true" className="size-3.5" />
        </Collapsible.Indicator>
      </Collapsible.Trigger>
      <Collapsible.Content
        className={`mt-2 rounded-xl px-3 py-2 text-left ${dark ? 'bg-white/10' : 'bg-slate-50'}`}
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
  return (
    <>
      <p>{text.intro}</p>
      <ol className="mt-2 flex list-inside list-decimal flex-col gap-2">
        {stations.map((station) => (
          <li
            key={station.name}
            className={`font-semibold ${dark ? 'marker:text-slate-400' : 'marker:text-slate-500'}`}
          >
            <span className={dark ? 'text-white' : 'text-ink'}>{station.name}</span>
            <p className="font-normal">{station.role}</p>
            <dl className="mt-0.5 grid grid-cols-[auto_1fr] gap-x-2 font-normal">
              <dt>{text.labels.operator}</dt>
              <dd className={dark ? 'text-white' : 'text-ink'}>{station.operator}</dd>
              <dt>{text.labels.region}</dt>
              <dd className={dark ? 'text-white' : 'text-ink'}>{station.region}</dd>
              <dt>{text.labels.retention}</dt>
              <dd className={dark ? 'text-white' : 'text-ink'}>{station.retention}</dd>
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
