/**
 * The GSM supplementary-service codes for call forwarding (3GPP TS 22.030, Annex B; the
 * services of TS 22.082): `**SC*number#` registers and switches a forwarding on, `**61*` takes
 * the no-reply time as its third field (`**61*number**seconds#`: the basic-service field left
 * empty), and `##002#` erases every forwarding at once.
 */

/** Each rule a visitor can choose, with its service code (SC). */
export const FORWARDING_RULES = {
  all: '21',
  busy: '67',
  noAnswer: '61',
  unreachable: '62',
  conditional: '004',
} as const;

export type ForwardingRule = keyof typeof FORWARDING_RULES;

/** The rules in the order the page offers them. */
export const RULE_ORDER = Object.keys(FORWARDING_RULES) as ForwardingRule[];

/** The no-reply times a network accepts (TS 22.082: 5 to 30 seconds in steps of 5). */
export const NO_ANSWER_DELAYS = [5, 10, 15, 20, 25, 30] as const;

export type NoAnswerDelay = (typeof NO_ANSWER_DELAYS)[number];

/** The networks' own no-reply time when none is given (TS 22.082): the page starts with it. */
export const DEFAULT_DELAY: NoAnswerDelay = 20;

/** Switches every forwarding off again (SC 002: all call forwardings, erased). */
export const SWITCH_OFF_CODE = '##002#';

export const isNoAnswerDelay = (seconds: number): seconds is NoAnswerDelay =>
  (NO_ANSWER_DELAYS as readonly number[]).includes(seconds);

/**
 * The code that forwards calls by `rule` to `number` (E.164, with its `+`); `seconds` only for
 * `noAnswer`. Throws on a number not in E.164 form or a time the networks refuse.
 */
export function switchOnCode(rule: ForwardingRule, number: string, seconds: number): string {
  if (!/^\+[1-9]\d{6,14}$/.test(number)) throw new RangeError(`not an E.164 number: ${number}`);
  const service = FORWARDING_RULES[rule];
  if (rule !== 'noAnswer') return `**${service}*${number}#`;
  if (!isNoAnswerDelay(seconds)) throw new RangeError(`no-reply time out of range: ${seconds}`);
  return `**${service}*${number}**${seconds}#`;
}
