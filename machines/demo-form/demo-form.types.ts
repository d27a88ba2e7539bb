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

/** The JSON body posted to the webhook. */
export interface DemoRequest {
  name: string;
  email: string;
  message: string;
}

export interface DemoFormContext {
  values: Values;
  errors: FieldErrors;
  failure: SendFailure | null;
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
