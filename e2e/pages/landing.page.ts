import type { Locator, Page } from '@playwright/test';

/** The landing page: its header's navigation and its sections. */
export class LandingPage {
  readonly desktopNav: Locator;

  constructor(readonly page: Page) {
    this.desktopNav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  }

  section(id: string): Locator {
    return this.page.locator(`section#${id}`);
  }

  get mobileNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Mobile Navigation' });
  }

  get strip(): Locator {
    return this.page.getByRole('region', { name: 'Partner-Integrationen' });
  }

  /** Current horizontal offset of the logo strip, from its transform. */
  async stripOffset(): Promise<number> {
    const transform = await this.strip
      .locator('ul')
      .evaluate((el) => (el as HTMLElement).style.transform);
    return Math.abs(Number(/translate3d\((-?[\d.]+)px/.exec(transform)?.[1] ?? 0));
  }
}
