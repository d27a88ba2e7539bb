import { describe, expect, it } from 'vitest';
import { demoEnv } from './demo-env';
import { definedOnly, validateEnv } from './schema';

const production = { ...demoEnv, VITE_VOICE_DRIVER: 'vapi' };

describe.each(['VITE_PRIVACY_URL', 'VITE_IMPRINT_URL', 'VITE_CSP_REPORT_URL'] as const)(
  '%s (optional, https)',
  (name) => {
    it('may be left out, or empty', () => {
      expect(validateEnv(definedOnly(production))[name]).toBeUndefined();
      expect(validateEnv(definedOnly({ ...production, [name]: '  ' }))[name]).toBeUndefined();
    });

    it.each([
      'https://www.helvox.ch/datenschutz',
      'https://helvox.ch/',
      'https://www.helvox.ch/rechtliches?seite=impressum#oben',
      'https://xn--mller-kva.ch/datenschutz',
    ])('accepts %s', (value) => {
      expect(validateEnv(definedOnly({ ...production, [name]: ` ${value} ` }))[name]).toBe(value);
    });

    it.each([
      ['http://www.helvox.ch/datenschutz', `${name} muss mit https:// beginnen`],
      ['javascript:alert(1)', `${name} muss mit https:// beginnen`],
      ['mailto:info@helvox.ch', `${name} muss mit https:// beginnen`],
      ['ftp://helvox.ch/datenschutz', `${name} muss mit https:// beginnen`],
      ['/datenschutz', `${name} ist keine gültige URL`],
      ['www.helvox.ch/datenschutz', `${name} ist keine gültige URL`],
      ['https://', `${name} ist keine gültige URL`],
    ])('refuses %s, naming the variable', (value, message) => {
      expect(() => validateEnv(definedOnly({ ...production, [name]: value }))).toThrow(message);
    });
  },
);
