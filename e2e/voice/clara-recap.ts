import { expect, type Page } from '@playwright/test';
import { AgentCallPage } from '../pages/agent-call.page';
import type { VapiStandIn } from './vapi-stand-in';

/**
 * On /clara-agent, a call with Clara (the SDK's side scripted by the stand-in), ended by the
 * visitor; then the recap's 'Demo für mein Unternehmen anfragen' is chosen.
 */
export async function requestDemoAfterClaraCall(page: Page, vapi: VapiStandIn) {
  const call = await new AgentCallPage(page, 'Clara').openConnectedOver(vapi, '/clara-agent');
  await call.hangUp.click();
  await expect(call.connection).toHaveText('Nicht verbunden');
  await page.getByRole('link', { name: 'Demo für mein Unternehmen anfragen' }).click();
}
