import { DemoFormPage } from '../pages/demo-form.page';
import {
  AS_A_VISITOR,
  expect,
  expectCallConnects,
  expectLandedOn,
  test,
  withoutScrollAnchoring,
} from './journey';

test.use(AS_A_VISITOR);

/** Connected: listening, or the assistant speaking (the preview greets at once). */
const CONNECTED = /^(Am Zuhören|KI spricht\.\.\.)$/;

/**
 * The live demo is one press from the hero. 'Live-Demo starten' opens the widget's
 * dialog and starts the call in the same press (microphone allowed: no second press), right
 * after `load`, on a phone and a desktop; the call's recap leads on to the form.
 */
test.describe("the live demo from the hero ('Live-Demo starten')", () => {
  test('one press: the dialog opens and the call connects; hanging up, the recap leads to the form', async ({
    page,
  }) => {
    await withoutScrollAnchoring(page);
    await page.goto('/');
    const start = page.getByRole('button', { name: 'Live-Demo starten' });
    await expect(start).toBeInViewport();
    await start.click();
    const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await expect(dialog).toBeVisible();
    await expectCallConnects(dialog.getByRole('status'), CONNECTED);
    await dialog.getByRole('button', { name: 'Gespräch beenden' }).click();
    const recap = dialog.getByRole('region', { name: 'Ihr Gespräch mit dem Assistenten' });
    // Not connected any more: the consent line stands in the dialog again, as before any call.
    await expect(
      dialog.getByText('Ihr Gespräch wird zur Verarbeitung an unseren Sprachdienst übertragen.', {
        exact: false,
      }),
    ).toBeVisible();
    await recap.getByRole('link', { name: 'Demo für mein Unternehmen anfragen' }).click();
    await expect(dialog).toBeHidden();
    await expectLandedOn(page, 'demo', 'Kostenlose Demo anfragen');
    await expect(new DemoFormPage(page).field('message')).toHaveValue(
      'Ich habe den KI-Sprachassistenten getestet und interessiere mich für einen eigenen Assistenten.',
    );
  });

  test('closing the dialog ends the call and returns the focus to the hero button', async ({
    page,
  }) => {
    await page.goto('/');
    const start = page.getByRole('button', { name: 'Live-Demo starten' });
    await start.click();
    const dialog = page.getByRole('dialog', { name: 'Sprach-Assistent' });
    await expectCallConnects(dialog.getByRole('status'), CONNECTED);
    await dialog.getByRole('button', { name: 'Sprach-Assistent schließen' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'Gespräch beendet' }),
    ).toBeVisible();
    await expect(start).toBeFocused();
  });
});
