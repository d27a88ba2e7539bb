import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptsOf,
  scriptHash,
} from './security-headers';

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
    expect(script).toBe(`script-src 'self' ${scriptHash('console.log(1)')} https://c.daily.co`);
    expect(script).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('connects only to the configured origins (paths dropped) and the call service', () => {
    expect(directive(contentSecurityPolicy(base), 'connect-src')).toBe(
      "connect-src 'self' https://abc.supabase.co https://hooks.example.ch https://api.vapi.ai https://*.daily.co wss://*.daily.co",
    );
  });

  it('without real calls, names no call service at all', () => {
    const csp = contentSecurityPolicy({
      ...base,
      voiceCalls: false,
      connectOrigins: ['https://abc.supabase.co'],
    });
    expect(csp).not.toContain('daily.co');
    expect(csp).not.toContain('upgrade-insecure-requests'.repeat(2));
  });

  it('forbids framing and plugins, and upgrades http on https sites only', () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...base, https: false })).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('hashes like the browser: sha256 of the exact text, base64', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('finds inline scripts but not external or JSON-LD ones', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script>';
    expect(inlineScriptsOf(html)).toEqual(['a()']);
  });

  it('writes every header for all paths and long caching for hashed assets', () => {
    const file = headersFile(base);
    for (const header of [
      'Content-Security-Policy',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy: microphone=(self)',
      'X-Content-Type-Options: nosniff',
      'X-Frame-Options: DENY',
    ]) {
      expect(file).toContain(header);
    }
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
