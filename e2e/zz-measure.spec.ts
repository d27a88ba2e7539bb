import { test } from './fixtures';
test('measure /', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ url: request.url().split('/').pop()!, bytes: sizes.responseBodySize });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  console.log('MEASURE', scripts.reduce((s, x) => s + x.bytes, 0), JSON.stringify(scripts));
});
