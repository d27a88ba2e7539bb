import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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
  /** Where browsers report what the policy refused (`VITE_CSP_REPORT_URL`); none if unset. */
  reportUrl?: string;
}

/**
 * The URL daily-js loads its call machine from, read from the installed daily-js's own code
 * (`https://c.daily.co/call-machine/versioned/<version>/static/call-machine-object-bundle.js`):
 * the one script the site allows from Daily. A daily-js that builds it another way fails the
 * build, naming this function, rather than leaving calls refused by the CSP.
 */
export function dailyCallBundleUrl(
  code = readFileSync(
    createRequire(import.meta.url).resolve('@daily-co/daily-js/dist/daily-esm.js'),
    'utf8',
  ),
): string {
  const found = [
    ...code.matchAll(
      /"(https:\/\/c\.daily\.co\/call-machine\/versioned\/)"\.concat\("(\d+\.\d+\.\d+[\w.-]*)","(\/static\/call-machine-object-bundle\.js)"\)/g,
    ),
  ];
  if (found.length !== 1)
    throw new Error(
      `security-headers: expected daily-js's call-machine URL once in daily-esm.js, found ${found.length}; check dailyCallBundleUrl in src/build/security-headers.ts against this daily-js version`,
    );
  const [, base, version, file] = found[0]!;
  return `${base}${version}${file}`;
}

/**
 * What a real call (Vapi on Daily's call object, `avoidEval`) needs beyond the site itself; each
 * entry's source is in docs/decisions/0010-call-csp.md. Not Daily's error reporting (Sentry):
 * the visitor's call is not reported to a third party.
 */
export const CALL_SERVICE = {
  /** Daily's call bundle of the installed daily-js, loaded as a `<script>` (`avoidEval`): that
   * file alone, not the whole CDN. */
  script: [dailyCallBundleUrl()],
  /** The noise filter (Krisp, switched on by Vapi in every call): a WebAssembly DSP in an
   * AudioWorklet whose module is a `blob:` URL; worklet modules are governed by `script-src`. */
  noiseFilter: ["'wasm-unsafe-eval'", 'blob:'],
  /** Daily's HTTPS hosts (room lookup, geo, the bundle), its infrastructure domain and its
   * signalling WebSockets, as Daily's CSP guide names them: Daily picks the hosts per call (the
   * room's domain, a region's servers), so no list of single hosts is stable (decision 0010).
   * Media itself (WebRTC) is not governed by CSP. */
  connect: ['https://*.daily.co', 'https://*.pluot.blue', 'wss://*.wss.daily.co'],
  /** Workers the call machine starts from `blob:` URLs. */
  worker: ['blob:'],
} as const;

const originOf = (url: string) => new URL(url).origin;

/** The name the policy's `report-to` gives the report endpoint (`Reporting-Endpoints`). */
export const REPORT_GROUP = 'csp';

/** A structured-header string's content: `\` and `"` escaped. */
const quoted = (text: string) => text.replace(/[\\"]/g, '\\$&');

/** A URL as a CSP source list item: no `;` or `,`, which would end the directive or policy. */
const reportUriOf = (url: string) => new URL(url).href.replace(/;/g, '%3B').replace(/,/g, '%2C');
const unique = (values: readonly string[]) => [...new Set(values)];

/** `sha256-…` of an inline script's exact text, as CSP wants it. */
export const scriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of the site: scripts only from the site itself (plus inline
 * scripts by hash, plus, when real calls are possible, the call service's bundle and its noise
 * filter), no JavaScript eval, no plugins, no framing, and connections only to the origins the
 * configuration names and the call service.
 */
export function contentSecurityPolicy(input: SecurityInput): string {
  const call = input.voiceCalls;
  const script = [
    "'self'",
    ...input.inlineScripts.map(scriptHash),
    ...(call ? [...CALL_SERVICE.script, ...CALL_SERVICE.noiseFilter] : []),
  ];
  const connect = [
    "'self'",
    ...unique(input.connectOrigins.map(originOf)),
    ...(call ? CALL_SERVICE.connect : []),
  ];
  const directives = [
    `default-src 'self'`,
    `script-src ${script.join(' ')}`,
    // React and sonner set style attributes; no stylesheet comes from elsewhere.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${unique(input.imageOrigins.map(originOf)).join(' ')}`.trim(),
    `font-src 'self'`,
    `connect-src ${connect.join(' ')}`,
    // The preview's recorded greetings; the SDK plays the call through `srcObject`, no URL.
    `media-src 'self'`,
    `worker-src ${["'self'", ...(call ? CALL_SERVICE.worker : [])].join(' ')}`,
    `frame-src 'none'`,
    `frame-ancestors 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `manifest-src 'self'`,
    ...(input.https ? ['upgrade-insecure-requests'] : []),
    // Refusals are reported where configured: `report-to` (Reporting API, Chromium) and the
    // older `report-uri`, which browsers without `report-to` use (Firefox, Safari).
    ...(input.reportUrl
      ? [`report-uri ${reportUriOf(input.reportUrl)}`, `report-to ${REPORT_GROUP}`]
      : []),
  ];
  return directives.join('; ');
}

/** Two years, subdomains included (no `preload`: that is a commitment for the whole domain). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** The `_headers` file (Netlify / Cloudflare Pages format) for `dist/`. */
export function headersFile(input: SecurityInput): string {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(input)}`,
    // Browsers ignore it over plain http, so it is sent on https sites only.
    ...(input.https ? [`  Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}`] : []),
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: microphone=(self), camera=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Cross-Origin-Opener-Policy: same-origin',
    // The endpoint the policy's `report-to` names (a structured header: the URL quoted).
    ...(input.reportUrl
      ? [`  Reporting-Endpoints: ${REPORT_GROUP}="${quoted(new URL(input.reportUrl).href)}"`]
      : []),
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
