export type Field = 'name' | 'email' | 'message';

export type Values = Record<Field, string>;

/** Validation outcomes as codes; views map them to the German messages. */
export type FieldErrorCode =
  | 'name.tooShort'
  | 'name.tooLong'
  | 'name.invalidChars'
  | 'email.invalid'
  | 'email.tooLong'
  | 'message.tooLong'
  | 'invalid';

export type FieldErrors = Partial<Record<Field, FieldErrorCode>>;

/** Why a send failed: a non-success status, no answer at all, or no answer in time. */
export type SendFailure = 'status' | 'network' | 'timeout';

/** What the visitor asks for, cleaned (spec section 7: JSON body name, email, message). */
export interface DemoRequestContent {
  name: string;
  email: string;
  message: string;
}

/**
 * The JSON body posted to the webhook: the content and its request id, the same for every
 * attempt to send the same content (docs/demo-requests.md: the receiver drops repeats).
 */
export interface DemoRequest extends DemoRequestContent {
  requestId: string;
}

export interface DemoFormContext {
  values: Values;
  errors: FieldErrors;
  /**
   * Fields whose last input was longer than their maximum: they keep its first characters and
   * show the too-long message (nothing is dropped silently). Not an error: submit stays open.
   */
  cut: Partial<Record<Field, true>>;
  failure: SendFailure | null;
  /**
   * The request last sent without success (failed, timed out), with its id: sending the same
   * content again sends the same id. Null at first and after a success.
   */
  request: DemoRequest | null;
}

export type DemoFormEvent =
  { type: 'field.change'; field: Field; value: string } | { type: 'form.submit' };

export type DemoFormEmitted =
  | { type: 'form.rejected'; errors: FieldErrors }
  | { type: 'request.sent' }
  | { type: 'request.failed'; failure: SendFailure; detail: string };

/** A message to start with (after a call's recap: 'Ich habe Clara … getestet …'); editable. */
export interface DemoFormInput {
  message?: string;
}
