import type { ForwardingRule, NoAnswerDelay } from './call-forwarding.codes';
import type { NumberErrorCode } from './call-forwarding.schema';

export interface CallForwardingContext {
  /** The number as typed: kept as it is, also while it shows an error. */
  typed: string;
  /** The typed number in E.164 while it is valid, else null. */
  number: string | null;
  /** The error shown under the field, as a code; null while none is shown. */
  error: NumberErrorCode | null;
  rule: ForwardingRule;
  /** Seconds before an unanswered call is forwarded (the `noAnswer` rule). */
  delay: NoAnswerDelay;
}

export type CallForwardingEvent =
  | { type: 'number.change'; value: string }
  /** The field lost the focus: a number typed and not valid shows its error now. */
  | { type: 'number.blur' }
  /** 'Codes anzeigen' (or Enter): an invalid or empty number shows its error now. */
  | { type: 'form.submit' }
  | { type: 'rule.choose'; rule: ForwardingRule }
  | { type: 'delay.choose'; seconds: number };
