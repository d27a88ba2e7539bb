import { expect, test } from './fixtures';

test.describe('security', () => {
  // Every answer carries them: pages, the shell, the 404 page, a missing code file, and the
  // 400 for a URL that cannot be decoded (the server keeps serving after it). Their values, rule
  // by rule: src/build/security-headers.node.test.ts; here, the built _headers as served.
  test('every answer is served with the security headers', async ({ request }) => {
    for (const [path, status] of [
      ['/', 200],
      ['/blog', 200],
      ['/vapi-agent', 200],
      ['/ein/unbekannter/pfad', 404],
      ['/assets/gibt-es-nicht.js', 404],
      ['/%E0%A4%A', 400],
      ['/blog/%E0%A4%A', 400],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toMatch(/^script-src 'self'/);
      // 'wasm-unsafe-eval' (the call's noise filter) compiles WebAssembly only, not JavaScript.
      expect(scriptSrc, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('microphone=(self)');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      // The e2e build names a report endpoint (VITE_CSP_REPORT_URL): refusals are reported.
      expect(csp, path).toMatch(
        /; report-uri https:\/\/reports\.helvox\.invalid\/csp; report-to csp$/,
      );
      expect(headers['reporting-endpoints'], path).toBe('csp="https://reports.helvox.invalid/csp"');
      expect((await request.get('/')).status(), path).toBe(200);
    }
  });

  test.describe('an injected inline script', () => {
    test.use({ allowConsoleErrors: /Content Security Policy/ });

    test('does not run', async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) violations.push(message.text());
      });
      await page.goto('/');
      // An inserted inline script runs, or is refused, as it is inserted: the refusal's event is
      // the positive signal, and the script's effect is read after it.
      const ran = await page.evaluate(async () => {
        const refused = new Promise((resolve) =>
          document.addEventListener('securitypolicyviolation', resolve, { once: true }),
        );
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        await refused;
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations.length).toBeGreaterThan(0);
    });
  });
});
