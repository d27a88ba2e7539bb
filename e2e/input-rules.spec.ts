import { CHROMIUM_EMAIL_VALUES, DEMO_FORM_RULES } from '../tests/tables/input-rules';
import { expect, test } from './fixtures';
import { DemoFormPage } from './pages/demo-form.page';

/*
 * The demo form's rules on the built site: every row of the table (tests/tables/input-rules.ts)
 * typed into the real field as one input, and what a visitor and a screen reader get compared
 * with the row: the value kept (Chromium writes an internationalised domain in ASCII), `aria-invalid`, the message under the field and the note that
 * input was cut. One test for the whole table, the only one that shows each row's screen (the schema test runs
 * it row by row in node).
 */
test('demo form: every input rule of the table, in the real form', async ({ page }) => {
  const form = new DemoFormPage(page);
  await form.open();
  for (const { field, why, input, screen } of DEMO_FORM_RULES) {
    await form.fill(field, input);
    await expect
      .poll(() => form.readField(field), { message: `${field}, ${why}: ${JSON.stringify(input)}` })
      .toEqual({
        value: (field === 'email' && CHROMIUM_EMAIL_VALUES[input]) || screen.value,
        readOnly: false,
        disabled: false,
        invalid: screen.error !== null,
        error: screen.error,
        note: screen.note,
      });
  }
});
