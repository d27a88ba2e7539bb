import { fireEvent, within } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';

/** The live controls' visitor events: typing in the text field and 'Senden'. */
export const isCallFeatureIntent = (event: EventObject) =>
  event.type === 'message.draftChanged' || event.type === 'message.send';

/** The text field is there while the call is connected (also while reconnecting). */
export const callFeatureIntentPerformable = (event: EventObject, before: AnyMachineSnapshot) =>
  isCallFeatureIntent(event) && before.hasTag('live');

/**
 * Performs a path's typing or sending in a view (jsdom): the field labelled 'Nachricht an …'
 * gets the text, 'Senden' is clicked.
 */
export function performCallFeatureIntent(event: EventObject, scope: HTMLElement) {
  if (event.type === 'message.draftChanged') {
    const field = within(scope).getByLabelText(/^Nachricht an /);
    fireEvent.change(field, { target: { value: (event as EventObject & { text: string }).text } });
  } else {
    fireEvent.click(within(scope).getByRole('button', { name: 'Senden' }));
  }
}
