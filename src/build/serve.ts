/**
 * A static host for `dist/`, as production hosts behave: files as they are, `dir/index.html`
 * for clean URLs, and for every other path the rules of the build's own `dist/_redirects`
 * (src/build/static-routes.ts): the app's pages without a file answer the SPA shell (200),
 * everything else, a missing `/assets/*` code file included, the 404 page with status 404.
 * Every answer, errors included, carries the headers of `dist/_headers` (Netlify/Cloudflare
 * format). A URL that cannot be decoded answers 400; no request ends the server. Used by the
 * e2e tests, the benchmark and `npm run preview`. Usage: tsx src/build/serve.ts [port] [dir]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { matchRedirect, parseRedirects, type RedirectRule } from './static-routes';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
};

/** The host's configuration files: read by the host, never served. */
const HOST_FILES = new Set(['_headers', '_redirects']);

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Parses `_headers`: a path pattern line, then indented `Name: value` lines. */
function readHeaderRules(dir: string): HeaderRule[] {
  const file = join(dir, '_headers');
  if (!existsSync(file)) return [];
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else {
      const [name, ...rest] = line.trim().split(':');
      rules.at(-1)?.headers.push([name!.trim(), rest.join(':').trim()]);
    }
  }
  return rules;
}

function readRedirectRules(dir: string): RedirectRule[] {
  const file = join(dir, '_redirects');
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : [];
}

/** Whether the client takes a gzip-encoded answer (every browser does). */
export function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

/** The path as requested (still percent-encoded), or null if it is no URL at all. */
function requestedPath(request: IncomingMessage): string | null {
  try {
    return new URL(request.url ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/** Starts the server; resolves once it listens. */
export function serveDist(
  port: number,
  dir = resolve(import.meta.dirname, '../../dist'),
): Promise<Server> {
  const root = resolve(dir);
  const headerRules = readHeaderRules(root);
  const redirectRules = readRedirectRules(root);

  /** A file of the site for a decoded path (never outside it, never a host file), or none. */
  function fileFor(path: string): string | undefined {
    const target = resolve(root, `.${path}`);
    if (target !== root && !target.startsWith(root + sep)) return undefined;
    if (HOST_FILES.has(target.slice(root.length + 1))) return undefined;
    return [target, join(target, 'index.html')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
  }

  /** The `_headers` rules of this path, on every answer; an error is never cached. */
  function setHeaders(response: ServerResponse, path: string, status: number) {
    for (const rule of headerRules) {
      if (rule.pattern.test(path))
        for (const [name, value] of rule.headers) response.setHeader(name, value);
    }
    if (status >= 400) response.setHeader('Cache-Control', 'no-store');
  }

  function sendText(response: ServerResponse, path: string, status: number, text: string) {
    setHeaders(response, path, status);
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.writeHead(status);
    response.end(text);
  }

  function sendFile(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    file: string,
    status: number,
  ) {
    setHeaders(response, path, status);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    response.setHeader('Content-Type', type);
    const compressible = /text|javascript|json|xml|svg/.test(type);
    const gzip = compressible && acceptsGzip(request);
    if (gzip) response.setHeader('Vary', 'Accept-Encoding');
    const body = createReadStream(file);
    body.once('open', () => {
      if (gzip) response.writeHead(status, { 'Content-Encoding': 'gzip' });
      else response.writeHead(status);
      if (request.method === 'HEAD') {
        body.destroy();
        response.end();
      } else (gzip ? body.pipe(createGzip()) : body).pipe(response);
    });
    body.once('error', () => {
      if (response.headersSent) response.destroy();
      else sendText(response, path, 500, 'Internal Server Error');
    });
  }

  function answer(request: IncomingMessage, response: ServerResponse) {
    const path = requestedPath(request);
    if (path === null) return sendText(response, '/', 400, 'Bad Request');
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return sendText(response, path, 400, 'Bad Request');
    }
    if (decoded.includes('\0')) return sendText(response, path, 400, 'Bad Request');
    const file = fileFor(decoded);
    if (file) return sendFile(request, response, path, file, 200);
    const rule = matchRedirect(redirectRules, path);
    if (rule && rule.status >= 300 && rule.status < 400) {
      setHeaders(response, path, rule.status);
      response.writeHead(rule.status, { Location: rule.to });
      return response.end();
    }
    const status = rule?.status ?? 404;
    const target = fileFor(rule?.to ?? '/404.html');
    if (target) return sendFile(request, response, path, target, status);
    return sendText(response, path, status, status === 404 ? 'Not Found' : '');
  }

  const server = createServer((request, response) => {
    try {
      answer(request, response);
    } catch (error) {
      console.error(error);
      if (response.headersSent) response.destroy();
      else sendText(response, requestedPath(request) ?? '/', 500, 'Internal Server Error');
    }
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 4173);
  const dir = process.argv[3] ? resolve(process.argv[3]) : undefined;
  await serveDist(port, dir);
  console.log(`Serving ${dir ?? 'dist'} on http://127.0.0.1:${port}`);
}
