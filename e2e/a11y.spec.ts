import { blogScenarios } from '../src/mocks/blog.handlers';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

test.describe('accessibility: failure states (production build)', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  test('blog error state with its samples and toast', async ({ page, network }) => {
    network.use(blogScenarios.status500);
    await page.goto('/blog');
    // By role: the toast's text ('Fehler beim Laden der Blog-Artikel') contains the title too.
    await expect(page.getByRole('heading', { level: 2, name: 'Fehler beim Laden' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    // The shared scan: the toast is judged whole, not halfway through fading in.
    await expectNoViolations(page, 'blog error state');
  });
});
