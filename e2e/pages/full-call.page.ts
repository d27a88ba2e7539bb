import type { Locator, Page } from '@playwright/test';

/** The screen's texts as the spec states them (section 2, full-page voice assistant). */
const text = {
  start: 'Gespräch starten',
  end: 'Gespräch beenden',
  sdkLight: { ready: 'Sichere Verbindung', loading: 'SDK lädt...' },
  transcript: 'Live-Transkript',
};

/** The full-page voice assistant, `/full`. */
export class FullCallPage {
  readonly main: Locator;
  readonly mic: Locator;
  readonly status: Locator;
  readonly lights: Locator;
  readonly transcript: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.mic = this.main.getByRole('button', { name: new RegExp(`^(${text.start}|${text.end})$`) });
    this.status = this.main.getByRole('status');
    this.lights = this.main
      .getByRole('list')
      .filter({ hasText: text.sdkLight.loading })
      .or(this.main.getByRole('list').filter({ hasText: text.sdkLight.ready }));
    this.transcript = this.main.getByRole('region', { name: text.transcript });
  }

  async goto() {
    await this.page.goto('/full');
    await this.mic.waitFor();
  }
}
