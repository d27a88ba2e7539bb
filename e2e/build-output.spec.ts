import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { de } from '../src/content/de';
import { expect, test } from './fixtures';

const dist = `${process.env.E2E_DIR ?? 'dist-e2e'}/prod`;
const assets = () => readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));

test.describe('production build output', () => {
  test('ships no mocks: no MSW worker, no MSW code', () => {
    expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false);
    for (const file of assets()) {
      const code = readFileSync(join(dist, 'assets', file), 'utf8');
      expect(code, file).not.toContain('mockServiceWorker');
      expect(code, file).not.toContain('setupWorker');
    }
  });

  test('serves static pages and the SPA shell for unknown paths', async ({ request }) => {
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).toContain('/*  /200.html  200');
    const shell = await (await request.get('/ein/unbekannter/pfad')).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('<html lang="de">');
  });

  test('shows no demo notice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(de.app.demoNotice)).toHaveCount(0);
  });
});
