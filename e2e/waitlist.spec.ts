import { expect, test } from './fixtures';

test.describe('waiting-list page (/maintenance)', () => {
  test('shows its texts; blocks an empty or malformed address; a sign-up, typed and sent with Enter, confirms and sends nothing', async ({
    page,
    context,
  }) => {
    const requests: { url: string; method: string; body: string | null }[] = [];
    await page.goto('/maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei Helvox');
    await expect(
      page.getByText(
        'Wir bauen gerade etwas Besonderes – bald bist du Teil davon. Danke für deine Geduld!',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      page.getByText('KI-gestützte Sprachassistenten und Chatbots für moderne Unternehmen', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Diese Seite verwendet keine Cookies und kein Tracking. Deine E-Mail-Adresse bleibt in deinem Browser.',
      ),
    ).toBeVisible();
    page.on('request', (request) =>
      requests.push({ url: request.url(), method: request.method(), body: request.postData() }),
    );
    const email = page.getByLabel('Deine E-Mail-Adresse');
    // The browser blocks an empty or malformed address: nothing is "sent".
    await page.getByRole('button', { name: 'Informiert werden' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    await email.fill('lea@');
    await page.getByRole('button', { name: 'Informiert werden' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Wird gesendet...' })).toHaveCount(0);
    // Typed and sent with the keyboard alone: Enter in the field submits.
    await email.fill('');
    await email.focus();
    await page.keyboard.type('lea@praxis-muster.ch');
    await page.keyboard.press('Enter');
    // 'Wird gesendet...' for a second, then the field cleared: the form's view replay in Chromium.
    await expect(page.getByText('Erfolgreich angemeldet!')).toBeVisible();
    await expect(page.getByText('Du wirst informiert, sobald Helvox verfügbar ist.')).toBeVisible();
    // The entry stays in the browser: at most the page's own code is fetched (the toast's).
    for (const request of requests) {
      expect(request.method).toBe('GET');
      expect(new URL(request.url).origin).toBe(new URL(page.url()).origin);
      expect(request.url).toMatch(/\/assets\/[\w-]+\.js$/);
      expect(`${request.url} ${request.body ?? ''}`).not.toContain('lea@praxis-muster.ch');
    }
    expect(await context.cookies()).toEqual([]);
  });

  // Shift+D opens /full, but not while typing in the field: e2e/journeys/early-input.spec.ts.

  // The dot's password prompt, a wrong password and the right one, used right after the first
  // paint and again once awake: start-up.spec.ts's `/maintenance` row (a dismissed prompt: the
  // full-gate machine's paths).
});
