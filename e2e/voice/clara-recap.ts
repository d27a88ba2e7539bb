import { expect, type Page } from '@playwright/test';
import type { VapiStandIn } from './vapi-stand-in';

/**
 * On /clara-agent, a call with Clara (the SDK's side scripted by the stand-in), ended by the
 * visitor; then the recap's 'Demo für mein Unternehmen anfragen' is chosen.
 */
export async function requestDemoAfterClaraCall(page: Page, vapi: VapiStandIn) {
  await vapi.releaseSdk('ok');
  await page.goto('/clara-agent');
  await page.getByRole('button', { name: 'Anruf starten' }).click();
  await expect.poll(() => vapi.hasPendingStart(), { timeout: 20_000 }).toBe(true);
  await vapi.settleStart('ok');
  await vapi.emit('call-start');
  await expect(page.getByText('Verbunden', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Anruf beenden', exact: true }).click();
  await expect(page.getByText('Nicht verbunden', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Demo für mein Unternehmen anfragen' }).click();
}
