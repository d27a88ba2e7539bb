import { AS_A_VISITOR, expect, test } from './journey';

test.use(AS_A_VISITOR);

/**
 * Nothing a visitor does right after the first paint is lost: keys pressed before the
 * app is awake take effect once it is.
 */
test('on /maintenance, Shift+D pressed right after load opens /full', async ({ page }) => {
  await page.goto('/maintenance');
  await page.keyboard.press('Shift+D');
  await expect(page).toHaveURL(/\/full$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { name: 'Sprechen Sie jetzt mit unserem KI-Sprachassistenten' }),
  ).toBeVisible();
});

test('typing in a field is no shortcut: Shift+D typed into the e-mail field stays there', async ({
  page,
}) => {
  await page.goto('/maintenance');
  const email = page.getByPlaceholder('Deine E-Mail-Adresse');
  await email.click();
  await page.keyboard.type('Dora@praxis.ch');
  await expect(email).toHaveValue('Dora@praxis.ch');
  // Once the app is awake (its gate listens), the page is still the waiting list.
  await expect(page.locator('html[data-awake]')).toBeAttached({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/maintenance$/);
});
