import type { Locator, Page } from '@playwright/test';

/** `/einrichten`: the assistant's number, the rules and the codes. */
export class CallForwardingPage {
  readonly number: Locator;
  readonly codes: Locator;
  readonly showCodes: Locator;

  constructor(readonly page: Page) {
    this.number = page.getByLabel('Nummer Ihres Assistenten');
    this.codes = page.getByRole('region', { name: 'Ihre Codes' });
    this.showCodes = page.getByRole('button', { name: 'Codes anzeigen' });
  }

  open() {
    return this.page.goto('/einrichten');
  }

  rule(label: string): Locator {
    return this.page.getByRole('radio', { name: label });
  }

  /** The codes shown, in order (switch on, switch off). */
  codeTexts(): Promise<string[]> {
    return this.codes.locator('code').allTextContents();
  }
}
