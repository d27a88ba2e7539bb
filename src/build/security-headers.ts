import { createHash } from 'node:crypto';

export interface SecurityInput {
  /** Origins the page talks to: data service, webhooks, voice API. */
  connectOrigins: readonly string[];
  /** Origins images may come from besides the site (the data service's storage). */
  imageOrigins: readonly string[];
  /** The real voice driver needs the call service (Daily, behind Vapi). */
  voiceCalls: boolean;
  /** Inline scripts of the HTML (the early-tap holder), allowed by hash. */
  inlineScripts: readonly string[];
  /** https sites also upgrade stray http requests. */
  https: boolean;
}

/** The call service behind Vapi: its call bundle (script) and its media and signalling hosts. */
const DAILY = { script: 'https://c.daily.co', connect: ['https://*.daily.co', 'wss://*.daily.co'] };

const originOf = (url: string) => new URL(url).origin;
const unique = (values: readonly string[]) => [...new Set(values)];

/** `sha256-…` of an inline script's exact text, as CSP wants it. */
export const scriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of the site: scripts only from the site itself (plus the call
 * service's bundle when real calls are possible, plus inline scripts by hash), no eval, no
 * plugins, no framing, and connections only to the origins the configuration names.
 */
export function contentSecurityPolicy(input: SecurityInput): string {
  const script = [
    "'self'",
    ...input.inlineScripts.map(scriptHash),
    ...(input.voiceCalls ? [DAILY.script] : []),
  ];
  const connect = [
    "'self'",
    ...unique(input.connectOrigins.map(originOf)),
    ...(input.voiceCalls ? DAILY.connect : []),
  ];
  const directives = [
    `default-src 'self'`,
    `script-src ${script.join(' ')}`,
    // React and sonner set style attributes; no stylesheet comes from elsewhere.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${unique(input.imageOrigins.map(originOf)).join(' ')}`.trim(),
    `font-src 'self'`,
    `connect-src ${connect.join(' ')}`,
    `media-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `frame-src 'none'`,
    `frame-ancestors 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `manifest-src 'self'`,
    ...(input.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** The `_headers` file (Netlify / Cloudflare Pages format) for `dist/`. */
export function headersFile(input: SecurityInput): string {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(input)}`,
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: microphone=(self), camera=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Cross-Origin-Opener-Policy: same-origin',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** The inline `<script>` elements (without `src`) of an HTML document, by exact text. */
export function inlineScriptsOf(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => match[1] ?? '');
}
