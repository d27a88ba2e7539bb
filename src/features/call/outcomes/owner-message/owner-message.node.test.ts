import { describe, expect, it } from 'vitest';
import type { RecapSummary } from '@machines/call/call.selectors';
import type { OutcomeCard, OutcomeDetails } from '@machines/call-outcomes/outcomes.types';
import { agentNaming, assistantNaming } from '@/features/call/outcomes/recap-text';
import { readEml } from '../../../../../tests/mail/read-eml';
import { ownerMessage, ownerMessageEml, ownerMessageText } from './owner-message';

// Thursday 26 November 2026, 23:30 in Zurich.
const T0 = Date.UTC(2026, 10, 26, 22, 30, 0);
const zurich = { timeZone: 'Europe/Zurich' };
const clara = agentNaming({ name: 'Clara', badge: 'Terminbuchungs-Assistent' });

const summary = (...visitor: string[]): RecapSummary => ({
  agent: 'clara',
  connectedAt: T0,
  endedAt: T0 + 65_000,
  durationMs: 65_000,
  exchanges: 1,
  medianAnswerMs: 840,
  p90AnswerMs: 1_160,
  transcript: [
    { role: 'assistant', text: 'Guten Tag, hier ist Clara von der Praxis.', at: T0 + 1_000 },
    ...visitor.map((text, index) => ({
      role: 'visitor' as const,
      text,
      at: T0 + 5_000 * (index + 1),
    })),
  ],
});
const card = (details: OutcomeDetails, status: OutcomeCard['status'] = 'done'): OutcomeCard => ({
  id: `card-${details.kind}`,
  kind: details.kind,
  status,
  details: status === 'failed' ? null : details,
  at: T0,
});
const APPOINTMENT = card({
  kind: 'appointment',
  slot: { date: '2026-12-03', time: '14:30' },
  reason: 'Kontrolle',
});

// Each kind's title ('Ticket erstellt (Demo)', …): outcome-text.node.test.ts, the same table.
describe('the subject: the assistant and the main outcome', () => {
  it.each([
    [clara, [APPOINTMENT], 'Neuer Anruf über Clara: Termin reserviert (Demo)'],
    [clara, [], 'Neuer Anruf über Clara: Nachricht aufgenommen (Demo)'],
    [
      clara,
      [card(APPOINTMENT.details!, 'failed')],
      'Neuer Anruf über Clara: Nachricht aufgenommen (Demo)',
    ],
    [assistantNaming, [], 'Neuer Anruf über Ihren Assistenten: Nachricht aufgenommen (Demo)'],
  ])('%#: %s', (naming, cards, subject) => {
    expect(
      ownerMessage(summary('Ich hätte gerne einen Termin.'), cards, naming, zurich).subject,
    ).toBe(subject);
  });

  it("an urgent call's subject starts with 'Dringend – '; the message names the word", () => {
    const message = ownerMessage(
      summary('Wir haben einen Wasserschaden im Keller.'),
      [APPOINTMENT],
      clara,
      zurich,
    );
    expect(message.subject).toBe('Dringend – Neuer Anruf über Clara: Termin reserviert (Demo)');
    expect(message.urgency).toBe('dringend');
    expect(message.urgencyReason).toBe('Das Wort «Wasserschaden» fiel im Gespräch.');
  });
});

// 'nicht genannt', the normal urgency's rule, three summary lines, the outcome cards and the
// transcript: the .eml's body below.
describe('the message', () => {
  it('names the caller and the number where they were given, and the request', () => {
    const message = ownerMessage(
      summary(
        'Mein Name ist Anna Müller. Ich hätte gerne einen Termin zur Kontrolle.',
        'Meine Nummer ist 079 123 45 67.',
      ),
      [APPOINTMENT],
      clara,
      zurich,
    );
    expect(message.fields).toEqual([
      { label: 'Anrufer', value: 'Anna Müller' },
      { label: 'Nummer', value: '079 123 45 67' },
      { label: 'Anliegen', value: 'Ich hätte gerne einen Termin zur Kontrolle.' },
    ]);
  });

  it('without an answer time or an outcome: two summary lines, and the note to check', () => {
    const bare = ownerMessage(
      {
        ...summary('Hallo, ich wollte nur etwas fragen.'),
        medianAnswerMs: null,
        p90AnswerMs: null,
      },
      [],
      clara,
      zurich,
    );
    expect(bare.summary).toEqual([
      'Anruf vom 26.11.2026, 23:30, Dauer 1:05, 1 Wortwechsel.',
      'Ergebnis: Nachricht aufgenommen (Demo).',
    ]);
    expect(bare.outcomes).toEqual(['Keine Aktion – bitte prüfen Sie, ob ein Rückruf nötig ist.']);
  });

  it('is an .eml named after the assistant and the day, whose subject and body read back', () => {
    const message = ownerMessage(
      summary('Ich hätte gerne einen Termin.'),
      [APPOINTMENT],
      clara,
      zurich,
    );
    expect(message.fileName).toBe('Anruf-Clara-2026-11-26.eml');
    const read = readEml(ownerMessageEml(message));
    expect(read.subject).toBe('Neuer Anruf über Clara: Termin reserviert (Demo)');
    expect(read.headers.get('date')).toBe('Thu, 26 Nov 2026 22:31:05 +0000');
    expect(read.body).toBe(
      [
        'Demo – es wurde nichts gesendet.',
        '',
        'Anrufer: nicht genannt',
        'Nummer: nicht genannt',
        'Anliegen: Ich hätte gerne einen Termin.',
        'Dringlichkeit: normal – Keines der Wörter «Notfall», «dringend» oder «Wasserschaden» fiel im Gespräch.',
        '',
        'Zusammenfassung:',
        'Anruf vom 26.11.2026, 23:30, Dauer 1:05, 1 Wortwechsel.',
        'Ergebnis: Termin reserviert (Demo): Do, 3. Dezember, 14:30 · Kontrolle.',
        'Antwortzeit des Assistenten: Median 0,8 s, 90 % unter 1,2 s.',
        '',
        'Ergebnisse:',
        '- Termin reserviert (Demo): Do, 3. Dezember, 14:30 · Kontrolle',
        '',
        'Transkript:',
        '[23:30:01] Clara: Guten Tag, hier ist Clara von der Praxis.',
        '[23:30:05] Anrufer: Ich hätte gerne einen Termin.',
      ].join('\n'),
    );
    // 'Text kopieren': the subject, then the same body.
    expect(ownerMessageText(message)).toBe(`Betreff: ${read.subject}\n\n${read.body}\n`);
  });
});
