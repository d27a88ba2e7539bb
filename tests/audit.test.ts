import { describe, expect, it } from 'vitest';
import { judge, UNREACHABLE } from './audit';

const counts = (found: Partial<Record<string, number>> = {}) => ({
  info: 0,
  low: 0,
  moderate: 0,
  high: 0,
  critical: 0,
  total: 0,
  ...found,
});

describe('the production audit verdict', () => {
  it('passes with no advisory, and with only moderate ones', () => {
    expect(
      judge(JSON.stringify({ vulnerabilities: {}, metadata: { vulnerabilities: counts() } })),
    ).toMatchObject({ code: 0 });
    const moderate = {
      vulnerabilities: {
        a: { name: 'a', severity: 'moderate', range: '<2', fixAvailable: true, via: [] },
      },
      metadata: { vulnerabilities: counts({ moderate: 1, total: 1 }) },
    };
    expect(judge(JSON.stringify(moderate)).code).toBe(0);
  });

  it('fails on a high or critical advisory and names it', () => {
    const report = {
      vulnerabilities: {
        dompurify: {
          name: 'dompurify',
          severity: 'high',
          range: '<3.2.4',
          fixAvailable: false,
          via: [{ title: 'mXSS', url: 'https://github.com/advisories/x' }],
        },
        react: { name: 'react', severity: 'critical', range: '*', fixAvailable: true, via: ['x'] },
      },
      metadata: { vulnerabilities: counts({ high: 1, critical: 1, total: 2 }) },
    };
    const { code, lines } = judge(JSON.stringify(report));
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain('high: dompurify <3.2.4 (no fix yet): mXSS');
    expect(lines.join('\n')).toContain('critical: react * (fix available): via x');
  });

  it.each([
    ['an HTTP refusal', { message: '405 Method Not Allowed - POST …/advisories/bulk' }, '405'],
    [
      'an npm error',
      { error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND' } },
      'ENOTFOUND',
    ],
  ])('reports %s as not verified, never as passed', (_, answer, shown) => {
    const { code, lines } = judge(JSON.stringify(answer));
    expect(code).toBe(UNREACHABLE);
    expect(lines[0]).toContain(shown);
    expect(judge('').code).toBe(UNREACHABLE);
  });
});
