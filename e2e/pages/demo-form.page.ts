import type { Locator, Page } from '@playwright/test';
import type { Field } from '../../machines/demo-form/demo-form.types';
import type { DemoFormUi } from '../../tests/expected/demo-form.expected';

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

  /** The element an input points to with `aria-describedby` whose id ends in `suffix`. */
  private async describedText(name: Field, suffix: string): Promise<string | null> {
    const ids = ((await this.field(name).getAttribute('aria-describedby')) ?? '').split(' ');
    const id = ids.find((candidate) => candidate.endsWith(suffix));
    if (!id) return null;
    return this.page.locator(`[id="${id}"]`).textContent();
  }

  async readUi(): Promise<DemoFormUi> {
    return {
      values: {
        name: await this.field('name').inputValue(),
        email: await this.field('email').inputValue(),
        message: await this.field('message').inputValue(),
      },
      errors: {
        name: await this.describedText('name', '-error'),
        email: await this.describedText('email', '-error'),
        message: await this.describedText('message', '-error'),
      },
      notes: {
        name: await this.describedText('name', '-cut'),
        email: await this.describedText('email', '-cut'),
        message: await this.describedText('message', '-cut'),
      },
      counter: (await this.describedText('message', '-counter')) ?? '',
      submitLabel: (await this.submit.textContent()) ?? '',
      submitDisabled: await this.submit.isDisabled(),
    };
  }

  toast(title: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: title });
  }
}
