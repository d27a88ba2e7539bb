import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DataPathError, validateDataPath } from './data-path.schema';

/** The operator's example table (docs/data-path.example.json): complete, so it must pass. */
const example = JSON.parse(readFileSync('docs/data-path.example.json', 'utf8')) as Record<
  string,
  Record<string, unknown>
>;

/** The problems the table's check names, or [] when it passes. */
function problemsOf(table: unknown): string[] {
  try {
    validateDataPath(table);
    return [];
  } catch (error) {
    if (error instanceof DataPathError) return error.problems;
    throw error;
  }
}

/** The example with one station's field replaced (undefined: left out). */
function withField(hop: string, field: string, value: unknown) {
  const station = { ...example[hop], [field]: value };
  if (value === undefined) delete station[field];
  return { ...example, [hop]: station };
}

const HOPS = ['voicePlatform', 'speechRecognition', 'languageModel', 'speechSynthesis', 'summary'];
const FIELDS = ['operator', 'region', 'retention'];

describe('the data-path table', () => {
  it('passes complete, each place as a list of codes', () => {
    const table = validateDataPath(example);
    expect(table.languageModel).toEqual({
      operator: 'OpenAI Ireland Ltd.',
      region: ['EU'],
      retention: '30 Tage',
    });
    expect(table.speechSynthesis.region).toEqual(['US', 'EU']);
  });

  it.each(HOPS.flatMap((hop) => FIELDS.map((field) => [hop, field])))(
    'names a missing %s.%s',
    (hop, field) => {
      expect(problemsOf(withField(hop!, field!, undefined))).toEqual([
        `${hop}.${field} fehlt / is missing`,
      ]);
    },
  );

  it('names a missing station, an empty field and a field nobody reads', () => {
    const { summary: _summary, ...withoutSummary } = example;
    expect(
      problemsOf({
        ...withoutSummary,
        voicePlatform: { ...example.voicePlatform, operator: ' ', extra: 1 },
      }),
    ).toEqual([
      'voicePlatform.operator ist leer / is empty',
      'voicePlatform.extra ist unbekannt / is unknown',
      'summary fehlt / is missing',
    ]);
  });

  it.each([
    ['XX', 'summary.region "XX"'],
    ['', 'summary.region ""'],
    ['ch', 'summary.region "ch"'],
    [['CH', 'XX'], 'summary.region.1 "XX"'],
  ])('refuses the place %j: no country it cannot name', (region, named) => {
    expect(problemsOf(withField('summary', 'region', region))).toEqual([
      `${named} ist kein bekanntes Land und keine bekannte Region / is not a known country or region (CH, LI, DE, AT, FR, IT, NL, BE, LU, IE, DK, SE, FI, NO, ES, PT, PL, GB, US, CA, EU, EWR)`,
    ]);
  });

  it('refuses an empty list of places', () => {
    expect(problemsOf(withField('summary', 'region', []))).toEqual([
      'summary.region ist leer / is empty',
    ]);
  });
});
