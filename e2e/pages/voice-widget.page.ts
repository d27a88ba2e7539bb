import type { Locator, Page } from '@playwright/test';

/** The widget's texts as the spec states them (section 2, floating voice widget). */
const text = {
  open: 'Sprach-Assistent öffnen',
  title: 'Sprach-Assistent',
  start: 'Gespräch starten',
  end: 'Gespräch beenden',
  close: 'Sprach-Assistent schließen',
};

/** The floating voice widget and its dialog. */
export class VoiceWidgetPage {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly mic: Locator;
  readonly close: Locator;
  readonly status: Locator;
  /** Connected: listening, or the assistant speaking (the preview greets at once). */
  static readonly connected = /^(Am Zuhören|KI spricht\.\.\.)$/;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: text.open });
    this.dialog = page.getByRole('dialog', { name: text.title });
    this.mic = this.dialog.getByRole('button', {
      name: new RegExp(`^(${text.start}|${text.end})$`),
    });
    this.close = this.dialog.getByRole('button', { name: text.close });
    this.status = this.dialog.getByRole('status');
  }

  /** Opens the landing page (the fixture's `goto` waits until the app has taken it over). */
  async goto(path = '/') {
    await this.page.goto(path);
  }

  async open() {
    await this.button.click();
    await this.dialog.waitFor();
  }

  /** Opens the page, then the widget, and presses its microphone button. */
  static async startCall(page: Page, path = '/') {
    const widget = new VoiceWidgetPage(page);
    await widget.goto(path);
    await widget.open();
    await widget.mic.click();
    return widget;
  }

  toast(title: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: title });
  }
}
