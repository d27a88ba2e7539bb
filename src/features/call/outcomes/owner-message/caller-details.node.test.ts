import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '@machines/call/call.types';
import type { OutcomeCard } from '@machines/call-outcomes/outcomes.types';
import { callerName, callerNumber, callerRequest, urgencyOf } from './caller-details';

const GREETING = 'Guten Tag, hier ist Clara von der Praxis. Möchten Sie einen Termin vereinbaren?';
/** A call: Clara's greeting, then the caller's lines. */
const call = (...lines: string[]): TranscriptEntry[] => [
  { role: 'assistant', text: GREETING, at: 0 },
  ...lines.map((text, index) => ({ role: 'visitor' as const, text, at: index + 1 })),
];

describe("the caller's name", () => {
  it.each([
    ['Mein Name ist Anna Müller, ich brauche einen Termin.', 'Anna Müller'],
    ['Hallo, hier ist Beat Meier-Huber.', 'Beat Meier-Huber'],
    ['Ich heisse Lara.', 'Lara'],
    ['ich heiße Jörg Zürcher und rufe wegen der Kontrolle an', 'Jörg Zürcher'],
    ['Hier spricht Frau Keller.', 'Keller'],
  ])('%s → %s', (line, name) => {
    expect(callerName(call(line))).toBe(name);
  });

  it.each([
    // The agent's own 'hier ist Clara' is no caller's name.
    ['Ich hätte gerne einen Termin.'],
    // German capitalises nouns: 'ich bin Patientin' names nobody.
    ['Ich bin Patientin bei Ihnen.'],
    ['mein name ist unwichtig'],
  ])('none in %s', (line) => {
    expect(callerName(call(line))).toBeNull();
  });
});

describe("the caller's number", () => {
  it.each([
    ['Sie erreichen mich unter 079 123 45 67.', '079 123 45 67'],
    ['Meine Nummer: +41 44 123 45 67', '+41 44 123 45 67'],
    ['Rufen Sie 0041791234567 an', '0041791234567'],
    ['Liechtenstein: +423 234 56 78, danke', '+423 234 56 78'],
  ])('%s → %s', (line, number) => {
    expect(callerNumber(call(line))).toBe(number);
  });

  it.each([
    ['Am 03.12. um 14:30 Uhr?'],
    ['Meine Nummer ist 079 123 45'],
    ['+49 30 1234567 ist meine deutsche Nummer'],
    ['Ich habe keine Nummer.'],
  ])('none in %s', (line) => {
    expect(callerNumber(call(line))).toBeNull();
  });
});

describe('the request in one sentence', () => {
  it.each([
    [
      ['Hallo', 'Ich hätte gerne einen Termin. Am liebsten am Dienstag.'],
      'Ich hätte gerne einen Termin.',
    ],
    [['Kann ich am 3. Dezember kommen? Danke.'], 'Kann ich am 3. Dezember kommen?'],
    [['Hier ist Anna Müller.', 'Ich brauche ein Rezept.'], 'Ich brauche ein Rezept.'],
    [['Mein Name ist Anna Müller.'], 'Mein Name ist Anna Müller.'],
    [['Ja', 'Gerne'], null],
  ])('%j → %s', (lines, request) => {
    expect(callerRequest(call(...lines))).toBe(request);
  });

  it('cuts a long sentence at 160 characters', () => {
    const request = callerRequest(call(`Ich ${'sehr '.repeat(60)}lange.`))!;
    expect(request.length).toBeLessThanOrEqual(160);
    expect(request.endsWith('…')).toBe(true);
  });
});

const ticket = (priority: 'low' | 'normal' | 'high'): OutcomeCard => ({
  id: 't',
  kind: 'ticket',
  status: 'done',
  details: { kind: 'ticket', number: 'T-1', priority, subject: 'Drucker' },
  at: 0,
});

describe("urgency: 'dringend' by the rule, else 'normal'", () => {
  it.each([
    ['Es ist ein Notfall!', 'Notfall'],
    ['Das ist dringend.', 'dringend'],
    ['Ich brauche dringende Hilfe', 'dringende'],
    ['Wir haben einen Wasserschaden im Keller.', 'Wasserschaden'],
    ['WASSERSCHADEN', 'WASSERSCHADEN'],
    ['Bei uns gab es einen Rohrbruch', 'Rohrbruch'],
    ['Ich habe starke Schmerzen', 'Schmerzen'],
    ['Es eilt sehr', 'eilt'],
    ['Bitte sofort zurückrufen', 'sofort'],
    ['Gibt es einen Notfalltermin?', 'Notfalltermin'],
    ['Es ist kein Problem, aber ein Notfall', 'Notfall'],
  ])('%s → dringend («%s»)', (line, word) => {
    expect(urgencyOf(call(line), [])).toEqual({ level: 'urgent', rule: 'word', word });
  });

  it.each([
    ['Ich hätte gerne einen Termin zur Kontrolle.'],
    ['Es ist kein Notfall.'],
    ['Das ist nicht dringend'],
    // A word inside another word does not count ('Wassers' is no 'Wasserschaden').
    ['Ein Glas Wasser, bitte'],
  ])('%s → normal', (line) => {
    expect(urgencyOf(call(line), [])).toEqual({ level: 'normal' });
  });

  it("reads only the caller's lines", () => {
    const transcript: TranscriptEntry[] = [
      { role: 'assistant', text: 'Bei einem Notfall wählen Sie 144.', at: 0 },
      { role: 'visitor', text: 'Ich möchte einen Termin.', at: 1 },
    ];
    expect(urgencyOf(transcript, [])).toEqual({ level: 'normal' });
  });

  it("a done ticket of priority 'hoch' is urgent; 'normal' and 'niedrig' are not", () => {
    const line = call('Mein Drucker druckt nicht.');
    expect(urgencyOf(line, [ticket('high')])).toEqual({ level: 'urgent', rule: 'ticket' });
    expect(urgencyOf(line, [ticket('normal')])).toEqual({ level: 'normal' });
    expect(urgencyOf(line, [ticket('low')])).toEqual({ level: 'normal' });
  });
});
