import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { findLayoutProblems } from './layout/layout-guard';
import { CallForwardingPage } from './pages/call-forwarding.page';
import { holdCode, openSlow } from './start-up';

const dist = `${process.env.E2E_DIR ?? 'dist-e2e'}/prod`;

test.describe("'So schalten Sie es ein' (/einrichten)", () => {
  test('is prerendered with its heading and form, and listed in the sitemap', () => {
    const html = readFileSync(join(dist, 'einrichten/index.html'), 'utf8');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe('So schalten Sie es ein');
    expect(html).toContain('Nummer Ihres Assistenten');
    expect(html).toContain('Wenn Sie nicht abnehmen');
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(/<loc>[^<]*\/einrichten<\/loc>/);
  });

  test('the footer and the FAQ link to it', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Rufumleitung einrichten' }),
    ).toHaveAttribute('href', '/einrichten');
    const question = page.getByRole('button', {
      name: 'Wie leite ich Anrufe an den Assistenten weiter?',
    });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'So schalten Sie es ein' }).click();
    await expect(page).toHaveURL(/\/einrichten$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('So schalten Sie es ein');
  });

  test('an error keeps what was typed; a valid number shows the codes to copy, axe-clean and 320 px wide; a refused clipboard says so', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 320, height: 780 });
    const guide = new CallForwardingPage(page);
    await guide.open();
    await expect(guide.codes).toContainText(
      'Sobald Sie eine gültige Nummer eingegeben haben, erscheinen hier die Codes für Ihr Handy.',
    );
    await guide.number.fill('+41 (0)44 123 45');
    await guide.showCodes.click();
    await expect(guide.number).toHaveAccessibleDescription(
      'Schweizer oder Liechtensteiner Nummer, in jeder üblichen Schreibweise. Die Nummer ist zu kurz: Schweizer Nummern haben 10 Ziffern (044 123 45 67), Liechtensteiner 7 nach +423.',
    );
    await expect(guide.number).toHaveValue('+41 (0)44 123 45');
    await expectNoViolations(page, '/einrichten with an error');

    await guide.number.press('End');
    await guide.number.pressSequentially(' 67');
    expect(await guide.codeTexts()).toEqual(['**61*+41441234567**20#', '##002#']);
    await guide.rule('Wenn besetzt').check();
    await expect(guide.codes.locator('code').first()).toHaveText('**67*+41441234567#');
    // Before the copy: its toast lies over the header for a few seconds, as toasts do.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await findLayoutProblems(page)).toEqual({ overflow: 0, offScreen: [], covered: [] });
    await expectNoViolations(page, '/einrichten with codes');

    await guide.codes
      .getByRole('button', { name: 'Code zum Einschalten («Wenn besetzt») kopieren' })
      .click();
    await expect(page.getByText('Code kopiert')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('**67*+41441234567#');

    // The browser refusing the clipboard: the page says so.
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      }),
    );
    await guide.codes.getByRole('button', { name: 'Code zum Ausschalten kopieren' }).click();
    await expect(page.getByText('Kopieren nicht möglich')).toBeVisible();
    await expect(
      page.getByText(
        'Ihr Browser hat den Zugriff auf die Zwischenablage verweigert. Markieren Sie den Code und kopieren Sie ihn von Hand.',
      ),
    ).toBeVisible();
  });

  test('a number, a time and a rule chosen and Enter pressed before the page’s code came: kept, and the codes in focus', async ({
    page,
  }) => {
    // The route's code is held until the visitor has acted: the page is its server HTML only.
    const release = await holdCode(page, 'einrichten');
    await openSlow(page, '/einrichten');
    const guide = new CallForwardingPage(page);
    await guide.number.fill('079 555 12 34');
    await page.getByLabel('Weiterleiten nach').selectOption('10');
    await guide.rule('Wenn nicht erreichbar').check();
    // Enter in the field: the form's submit, held until the app takes it (no native reload).
    await guide.number.press('Enter');
    await expect(page.locator('html')).not.toHaveAttribute('data-awake');
    release();
    await expect(guide.codes.locator('code').first()).toHaveText('**62*+41795551234#', {
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: 'Ihre Codes' })).toBeFocused();
    await expect(guide.number).toHaveValue('079 555 12 34');
    await expect(guide.rule('Wenn nicht erreichbar')).toBeChecked();
    // The time chosen then is the rule's when it is chosen again.
    await guide.rule('Wenn Sie nicht abnehmen').check();
    await expect(guide.codes.locator('code').first()).toHaveText('**61*+41795551234**10#');
  });
});
