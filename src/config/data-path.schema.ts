import * as v from 'valibot';
import { dataPathHops, dataPathRegions } from '../content/de/data-path.ts';

/** The stations an operator describes, in the order a call passes them (after the browser). */
export const HOP_KEYS = Object.keys(dataPathHops) as (keyof typeof dataPathHops)[];
export type HopKey = keyof typeof dataPathHops;
export type RegionCode = keyof typeof dataPathRegions;

const REGION_CODES = Object.keys(dataPathRegions) as RegionCode[];

/** One station: who runs it, where (one or more places), and how long it keeps the data. */
export interface DataPathHop {
  readonly operator: string;
  readonly region: readonly RegionCode[];
  readonly retention: string;
}

/** The operator's table: every station, each fully described. */
export type DataPath = Readonly<Record<HopKey, DataPathHop>>;

const text = (max: number) =>
  v.pipe(
    v.string('ist kein Text / is not text'),
    v.trim(),
    v.nonEmpty('ist leer / is empty'),
    v.maxLength(max, `ist länger als ${max} Zeichen / is longer than ${max} characters`),
  );

const region = v.picklist(
  REGION_CODES,
  (issue) =>
    `${issue.received} ist kein bekanntes Land und keine bekannte Region / is not a known country or region (${REGION_CODES.join(', ')})`,
);

/** A strict object's two issues: the value is no object, or it has a key nobody reads. */
const notAnObjectOrUnknown = (issue: v.StrictObjectIssue) =>
  issue.expected === 'never' ? 'ist unbekannt / is unknown' : 'ist kein Objekt / is not an object';

/** Built per call, like the site's variables: validation runs once per build. */
function buildDataPathSchema() {
  const hop = v.strictObject(
    {
      operator: text(80),
      region: v.pipe(
        v.union([
          v.pipe(
            region,
            v.transform((code) => [code]),
          ),
          v.pipe(v.array(region), v.nonEmpty('ist leer / is empty')),
        ]),
      ),
      retention: text(60),
    },
    notAnObjectOrUnknown,
  );
  return v.strictObject(
    Object.fromEntries(HOP_KEYS.map((key) => [key, hop])) as Record<HopKey, typeof hop>,
    notAnObjectOrUnknown,
  );
}

export class DataPathError extends Error {
  constructor(
    readonly problems: string[],
    source = 'Die Tabelle der Datenwege / the data-path table',
  ) {
    super(
      `${source}: unvollständig oder falsch / incomplete or wrong:\n  - ${problems.join('\n  - ')}`,
    );
    this.name = 'DataPathError';
  }
}

/**
 * Validates the operator's table (parsed JSON); throws a DataPathError naming every missing or
 * bad field by station and field (`languageModel.region fehlt / is missing`).
 */
export function validateDataPath(raw: unknown): DataPath {
  const result = v.safeParse(buildDataPathSchema(), raw);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const key = v.getDotPath(issue) ?? '(Tabelle / table)';
    if (issue.input === undefined) return `${key} fehlt / is missing`;
    if (issue.type !== 'union' || !issue.issues?.[0]) return `${key} ${issue.message}`;
    // A place is a code or a list of codes: name the bad item of a list, or the bad code.
    const item = issue.issues.find((nested) => nested.path !== undefined);
    return item
      ? `${key}.${v.getDotPath(item)} ${item.message}`
      : `${key} ${issue.issues[0].message}`;
  });
  throw new DataPathError([...new Set(problems)]);
}
