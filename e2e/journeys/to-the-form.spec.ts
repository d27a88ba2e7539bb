import { DemoFormPage } from '../pages/demo-form.page';
import {
  AS_A_VISITOR,
  chooseNavEntry,
  expect,
  expectCallConnects,
  expectLandedOn,
  settled,
  test,
  withoutScrollAnchoring,
} from './journey';

test.use(AS_A_VISITOR);

/**
 * Every way to the demo form lands on its heading 'Kostenlose Demo anfragen' and stays there
 * once late code, fonts and images have come (the product spec, section 2: from another route the
 * header's entries open `/` and scroll after about 100 ms).
 */
const FORM = 'Kostenlose Demo anfragen';

test.describe('to the demo form', () => {
  test("'Beratung buchen' on /blog, chosen right after load", async ({ page }, info) => {
    await page.goto('/blog');
    await chooseNavEntry(page, info, 'Beratung buchen');
    await expect(page).toHaveURL(/\/(#demo)?$/);
    await expectLandedOn(page, 'demo', FORM);
  });

  test("'Beratung buchen' on /blog, without scroll anchoring (as in Safari)", async ({
    page,
  }, info) => {
    await withoutScrollAnchoring(page);
    await page.goto('/blog');
    await chooseNavEntry(page, info, 'Beratung buchen');
    await expectLandedOn(page, 'demo', FORM);
  });

  test("'Beratung buchen' replaces the history entry (spec section 2)", async ({ page }, info) => {
    await withoutScrollAnchoring(page);
    await page.goto('/agents');
    await settled(page);
    await chooseNavEntry(page, info, 'Blog');
    await expect(page).toHaveURL(/\/blog$/);
    await settled(page);
    await chooseNavEntry(page, info, 'Beratung buchen');
    await expectLandedOn(page, 'demo', FORM);
    // The landing page took the blog's entry: back goes to /agents.
    await page.goBack();
    await expect(page).toHaveURL(/\/agents$/);
  });

  // Pressed the moment the page is parsed (the start-up script follows the held link as a page
  // load of `/#demo`): the browser's own scroll to the fragment, then the section navigation.
  test("'Kostenlose Beratung anfragen' on /agents, pressed before the app is awake", async ({
    page,
  }) => {
    await page.goto('/agents');
    await page.getByRole('link', { name: 'Kostenlose Beratung anfragen' }).click();
    await expectLandedOn(page, 'demo', FORM);
  });

  test("'Kostenlos testen' under an article", async ({ page }) => {
    await withoutScrollAnchoring(page);
    await page.goto('/blog/ki-telefonassistent-arztpraxis');
    await settled(page);
    await page.getByRole('link', { name: 'Kostenlos testen' }).click();
    await expectLandedOn(page, 'demo', FORM);
    // A call to action adds a history entry: back returns to the article.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/ki-telefonassistent-arztpraxis$/);
  });

  test("after a call with Clara: the recap's 'Demo für mein Unternehmen anfragen'", async ({
    page,
  }) => {
    await withoutScrollAnchoring(page);
    await page.goto('/clara-agent');
    const call = page.getByRole('region', { name: 'Sprechen Sie mit Clara' });
    await call.getByRole('button', { name: 'Anruf starten' }).click();
    await expectCallConnects(call.getByRole('status').first(), /^Verbunden$/);
    await call.getByRole('button', { name: 'Anruf beenden', exact: true }).click();
    await expect(call.getByRole('status').first()).toHaveText('Nicht verbunden');
    await call.getByRole('link', { name: 'Demo für mein Unternehmen anfragen' }).click();
    await expectLandedOn(page, 'demo', FORM);
    await expect(new DemoFormPage(page).field('message')).toHaveValue(
      'Ich habe Clara (Terminbuchungs-Assistent) getestet und interessiere mich für einen eigenen Assistenten.',
    );
  });

  test("on /: 'Mehr erfahren' goes to 'Was ist Helvox?'", async ({ page }) => {
    await withoutScrollAnchoring(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Mehr erfahren' }).click();
    await expectLandedOn(page, 'about', 'Was ist Helvox?');
  });
});
