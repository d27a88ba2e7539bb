import type { ToolCall } from '@machines/call-outcomes/outcomes.types';
import { voiceOutcomes } from '@/content/de/voice-outcomes';
import { isoDay } from '@/lib/iso-day';

const script = voiceOutcomes.preview;

/** Lower case, 'ß' as 'ss', as the preview's replies read a line. */
const normalise = (text: string) => text.toLocaleLowerCase('de').replace(/ß/g, 'ss');

/** Today in Zurich, `YYYY-MM-DD` (the visitor's clock, Zurich's calendar). */
export const zurichDate = (now: number): string => isoDay(now, 'Europe/Zurich');

/** `date` plus `days`, as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Monday 1 … Sunday 7. */
const isoWeekday = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
};

/** Next week's `weekday` (1 Monday … 7 Sunday), from today in Zurich. */
export function nextWeeks(now: number, weekday: number): string {
  const today = zurichDate(now);
  return addDays(today, 8 - isoWeekday(today) + weekday - 1);
}

/** The first `weekday` after today in Zurich (within the next seven days). */
export function nextWeekday(now: number, weekday: number): string {
  const today = zurichDate(now);
  return addDays(today, ((weekday - isoWeekday(today) + 6) % 7) + 1);
}

const says = (line: string, words: readonly string[]) => words.some((word) => line.includes(word));

/**
 * The preview's tool call for a typed line, or null: Clara books next week's
 * Thursday 14:30 (the slot her answer offers), Jonas opens a ticket, Mia books Saturday 10:00
 * (her answer's slot), Luca files a claim. The same shapes the real assistants send
 * (docs/assistant-tools.json).
 */
export function previewToolCall(agent: string, typed: string, now: number): ToolCall | null {
  const line = normalise(typed);
  const id = `preview-${agent}-${now}`;
  switch (agent) {
    case 'clara':
      if (!says(line, script.clara.keywords) || says(line, script.clara.not)) return null;
      return {
        id,
        name: 'reserveAppointment',
        arguments: { date: nextWeeks(now, 4), time: '14:30', reason: script.clara.reason(line) },
      };
    case 'jonas':
      if (!says(line, script.jonas.keywords)) return null;
      return {
        id,
        name: 'createTicket',
        arguments: { subject: script.jonas.subject(line), priority: 'normal' },
      };
    case 'mia':
      if (!says(line, script.mia.keywords)) return null;
      return {
        id,
        name: 'reserveViewing',
        arguments: { property: script.mia.property, date: nextWeekday(now, 6), time: '10:00' },
      };
    case 'luca':
      if (!says(line, script.luca.keywords)) return null;
      return {
        id,
        name: 'reportClaim',
        arguments: { damage: script.luca.damage(line), nextStep: script.luca.nextStep },
      };
    default:
      return null;
  }
}
