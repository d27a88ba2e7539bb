import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CALL_SERVICE,
  contentSecurityPolicy,
  dailyCallBundleUrl,
  headersFile,
  inlineScriptsOf,
  scriptHash,
} from './security-headers';

/** The installed daily-js's version, as npm has it. */
const dailyVersion = (
  JSON.parse(readFileSync('node_modules/@daily-co/daily-js/package.json', 'utf8')) as {
    version: string;
  }
).version;

const base = {
  connectOrigins: [
    'https://abc.supabase.co/rest',
    'https://hooks.example.ch/webhook/x',
    'https://api.vapi.ai',
  ],
  imageOrigins: ['https://abc.supabase.co'],
  voiceCalls: true,
  inlineScripts: ['console.log(1)'],
  https: true,
};

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('allows scripts only from the site, by hash, and the call service; never inline or eval', () => {
    const script = directive(contentSecurityPolicy(base), 'script-src');
    expect(script).toBe(
      `script-src 'self' ${scriptHash('console.log(1)')} https://c.daily.co/call-machine/versioned/${dailyVersion}/static/call-machine-object-bundle.js 'wasm-unsafe-eval' blob:`,
    );
    // 'wasm-unsafe-eval' compiles WebAssembly only; JavaScript eval stays refused everywhere.
    expect(contentSecurityPolicy(base)).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  });

  it('names the call-machine file of the installed daily-js, as its code builds the URL', () => {
    expect(dailyCallBundleUrl()).toBe(
      `https://c.daily.co/call-machine/versioned/${dailyVersion}/static/call-machine-object-bundle.js`,
    );
    expect(CALL_SERVICE.script).toEqual([dailyCallBundleUrl()]);
    // Another daily-js that builds the URL differently (or twice) fails the build, named.
    const once =
      'x="https://c.daily.co/call-machine/versioned/".concat("0.90.1","/static/call-machine-object-bundle.js")';
    expect(dailyCallBundleUrl(once)).toBe(
      'https://c.daily.co/call-machine/versioned/0.90.1/static/call-machine-object-bundle.js',
    );
    for (const code of ['', `${once};${once}`, 'x="https://c.daily.co/call-machine/"+v'])
      expect(() => dailyCallBundleUrl(code)).toThrow(/dailyCallBundleUrl/);
  });

  it('connects only to the configured origins (paths dropped) and the call service; lets the call service start workers from blob: URLs; media only from the site', () => {
    const csp = contentSecurityPolicy(base);
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://abc.supabase.co https://hooks.example.ch https://api.vapi.ai https://*.daily.co https://*.pluot.blue wss://*.wss.daily.co",
    );
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(csp, 'media-src')).toBe("media-src 'self'");
  });

  it('never lets the SDK report errors to a third party (Sentry inside daily-js)', () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).not.toMatch(/sentry/i);
    // Every call-service host is Daily's own: no wildcard scheme or host beyond it.
    for (const source of [...CALL_SERVICE.script, ...CALL_SERVICE.connect])
      expect(new URL(source.replace('*.', 'x.')).hostname).toMatch(/\.(daily\.co|pluot\.blue)$/);
    // Scripts one file, not Daily's whole CDN; no bare scheme: the exact directives above.
  });

  it('without real calls, names no call service at all', () => {
    const csp = contentSecurityPolicy({
      ...base,
      voiceCalls: false,
      connectOrigins: ['https://abc.supabase.co'],
    });
    expect(csp).not.toContain('daily.co');
    // The https base keeps its upgrade, exactly once.
    expect(csp.split('upgrade-insecure-requests')).toHaveLength(2);
    // Nor what only the call needs: the noise filter's WebAssembly, blob: scripts and workers.
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${scriptHash('console.log(1)')}`);
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
  });

  it('forbids framing and plugins, and upgrades http on https sites only', () => {
    // frame-ancestors 'none' on every answer of the built site: e2e/security.spec.ts.
    const csp = contentSecurityPolicy(base);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...base, https: false })).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('hashes inline scripts like the browser (sha256 of the exact text, base64); finds inline scripts, not external or JSON-LD ones', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script>';
    expect(inlineScriptsOf(html)).toEqual(['a()']);
  });

  it('pins https sites to https for two years (HSTS), plain-http sites not; without a report URL, asks for no reports', () => {
    expect(headersFile(base)).toContain(
      '  Strict-Transport-Security: max-age=63072000; includeSubDomains\n',
    );
    expect(headersFile({ ...base, https: false })).not.toContain('Strict-Transport-Security');
    expect(contentSecurityPolicy(base)).not.toMatch(/report-(uri|to)/);
    expect(headersFile(base)).not.toContain('Reporting-Endpoints');
  });

  // With VITE_CSP_REPORT_URL: report-uri and report-to last in the policy, and the endpoint's
  // header, on every answer of the e2e build (e2e/security.spec.ts).
  it.each([
    [
      'https://r.example.ch/csp;a,b',
      'report-uri https://r.example.ch/csp%3Ba%2Cb',
      'csp="https://r.example.ch/csp;a,b"',
    ],
    [
      'https://r.example.ch/?k=a\\b',
      'report-uri https://r.example.ch/?k=a\\b',
      'csp="https://r.example.ch/?k=a\\\\b"',
    ],
    [
      'https://r.example.ch/?k="x"',
      'report-uri https://r.example.ch/?k=%22x%22',
      'csp="https://r.example.ch/?k=%22x%22"',
    ],
  ])(
    'a report URL %j cannot end the directive, the policy or the header string',
    (url, uri, endpoint) => {
      const reporting = { ...base, reportUrl: url };
      expect(directive(contentSecurityPolicy(reporting), 'report-uri')).toBe(uri);
      expect(headersFile(reporting)).toContain(`  Reporting-Endpoints: ${endpoint}\n`);
    },
  );
});
