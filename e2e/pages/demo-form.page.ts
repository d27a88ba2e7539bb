import type { Locator, Page } from '@playwright/test';
import type { Field } from '../../machines/demo-form/demo-form.types';
import type { DemoFieldUi } from '../../tests/expected/demo-form.expected';

/** The fields by their labels ('Nachricht' is followed by '(optional)'). */
const LABELS: Record<Field, RegExp> = {
  name: /^Name$/,
  email: /^E-Mail$/,
  message: /^Nachricht/,
};

/** The demo-request form on the landing page. */
export class DemoFormPage {
  readonly form: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Demo-Anfrage' });
    this.submit = this.form.getByRole('button');
  }

  field(name: Field): Locator {
    return this.form.getByLabel(LABELS[name]);
  }

  async open() {
    await this.page.goto('/#demo');
    await this.form.waitFor();
  }

  /** One input event with the whole value, as the model's `field.change`. */
  async fill(name: Field, value: string) {
    await this.field(name).fill(value);
  }

  async fillValid() {
    await this.fill('name', 'Anna Müller');
    await this.fill('email', 'Anna.Mueller@Example.CH');
    await this.fill('message', 'Wir sind eine <Praxis> mit 3 Standorten.');
  }

  /**
   * What a field gives a visitor and a screen reader, read in one pass: its value, read-only
   * and disabled states, `aria-invalid`, and the texts its `aria-describedby` points to.
   */
  async readField(name: Field): Promise<DemoFieldUi> {
    return this.field(name).evaluate((element) => {
      const input = element as HTMLInputElement | HTMLTextAreaElement;
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const text = (suffix: string) => {
        const id = ids.find((candidate) => candidate.endsWith(suffix));
        return id ? (document.getElementById(id)?.textContent ?? null) : null;
      };
      return {
        value: input.value,
        readOnly: input.readOnly,
        disabled: input.disabled,
        invalid: input.getAttribute('aria-invalid') === 'true',
        error: text('-error'),
        note: text('-cut'),
      };
    });
  }

  toast(title: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: title });
  }
}
