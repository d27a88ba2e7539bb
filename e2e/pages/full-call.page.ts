import type { Locator, Page } from '@playwright/test';
import { de } from '../../src/content/de';

const text = de.voice.full;

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
    this.transcript = this.main.getByRole('region', { name: de.voice.transcript.title });
  }

  async goto() {
    await this.page.goto('/full');
    await this.mic.waitFor();
  }

  toast(title: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: title });
  }
}
