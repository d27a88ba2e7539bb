import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { callForwardingMachine } from '@machines/call-forwarding/call-forwarding.machine';
import { callForwardingPaths } from '@machines/call-forwarding/call-forwarding.paths';
import type { CallForwardingContext } from '@machines/call-forwarding/call-forwarding.types';
import { describePath } from '@tests/model/paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { reached, renderWithRouter } from '@tests/render';
import { NUMBER_MESSAGES } from '@tests/tables/assistant-numbers';
import { CallForwardingView } from './call-forwarding.view';

/** The rules as the page names them, and their GSM service codes (3GPP TS 22.030). */
const RULES: Record<string, { label: string; service: string }> = {
  all: { label: 'Alle Anrufe', service: '21' },
  busy: { label: 'Wenn besetzt', service: '67' },
  noAnswer: { label: 'Wenn Sie nicht abnehmen', service: '61' },
  unreachable: { label: 'Wenn nicht erreichbar', service: '62' },
  conditional: { label: 'Alle bedingten', service: '004' },
};
const HINT =
  'Sobald Sie eine gültige Nummer eingegeben haben, erscheinen hier die Codes für Ihr Handy.';

const numberField = () => screen.getByLabelText('Nummer Ihres Assistenten') as HTMLInputElement;

/** One value, one `input` event, as autofill or a paste over the whole field gives it. */
function setNumber(value: string) {
  const field = numberField();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What the page gives a visitor and a screen reader. */
function readUi() {
  const field = numberField();
  const error = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.id.endsWith('-error'));
  const region = screen.getByRole('region', { name: 'Ihre Codes' });
  const codes = within(region)
    .queryAllByRole('definition')
    .map((dd) => dd.querySelector('code')?.textContent)
    .filter(Boolean);
  const checked = (screen.getAllByRole('radio') as HTMLInputElement[]).find(
    (radio) => radio.checked,
  );
  const delay = screen.queryByLabelText('Weiterleiten nach') as HTMLSelectElement | null;
  return {
    number: field.value,
    invalid: field.getAttribute('aria-invalid') === 'true',
    error: error?.textContent ?? null,
    rule: checked ? (checked.labels?.[0]?.textContent ?? '') : null,
    delay: delay ? (delay.selectedOptions[0]?.textContent ?? '') : null,
    // The switch-on code, or the hint while there is none.
    codes: codes[0] ?? within(region).getByText(HINT).textContent ?? '',
    switchOff: codes[1] ?? null,
  };
}

/** The spec's screen for a state: the codes only for a valid number, the error once shown. */
function expectedUi(snapshot: AnyMachineSnapshot): ReturnType<typeof readUi> {
  const { typed, number, error, rule, delay } = snapshot.context as CallForwardingContext;
  const { label, service } = RULES[rule]!;
  const valid = snapshot.matches('valid');
  const time = rule === 'noAnswer' ? `**${delay}` : '';
  return {
    number: typed,
    invalid: error !== null,
    error: error === null ? null : NUMBER_MESSAGES[error],
    rule: label,
    delay: rule === 'noAnswer' ? `${delay} Sekunden` : null,
    codes: valid ? `**${service}*${number}${time}#` : HINT,
    switchOff: valid ? '##002#' : null,
  };
}

describe('call-forwarding view, replaying the generated paths', () => {
  it.each(callForwardingPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const actor = createActor(callForwardingMachine).start();
      const user = userEvent.setup();
      await replayPath(path, {
        async start() {
          await renderWithRouter(<CallForwardingView actorRef={actor} />);
        },
        async perform(event: EventObject) {
          const payload = event as EventObject & { value: string; rule: string; seconds: number };
          if (event.type === 'number.change') setNumber(payload.value);
          else if (event.type === 'number.blur') {
            numberField().focus();
            numberField().blur();
          } else if (event.type === 'form.submit') {
            await user.click(screen.getByRole('button', { name: 'Codes anzeigen' }));
          } else if (event.type === 'rule.choose') {
            await user.click(screen.getByRole('radio', { name: RULES[payload.rule]!.label }));
          } else if (event.type === 'delay.choose') {
            await user.selectOptions(
              screen.getByLabelText('Weiterleiten nach'),
              `${payload.seconds} Sekunden`,
            );
          }
        },
        async expectState(expected: AnyMachineSnapshot) {
          await reached(actor, expected);
          return waitFor(() => compareScreen(readUi(), expectedUi(expected)));
        },
      });
    },
  );
});
