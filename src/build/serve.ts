/**
 * A static host for `dist/`, as production hosts behave: files as they are, `dir/index.html`
 * for clean URLs, 404 for a missing `/assets/*` file (a code file of an older deploy: the page
 * must see the failure, not HTML), the SPA shell `200.html` for every other path, and the headers of
 * `dist/_headers` (Netlify/Cloudflare format) on every answer. Used by the e2e tests, the
 * benchmark and `npm run preview`. Usage: tsx src/build/serve.ts [port] [dir]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

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

/** Parses `_headers`: a path pattern line, then indented `Name: value` lines. */
function readHeaderRules(dir: string): { pattern: RegExp; headers: [string, string][] }[] {
  const file = join(dir, '_headers');
  if (!existsSync(file)) return [];
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
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

/** Whether the client takes a gzip-encoded answer (every browser does). */
export function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

/** Starts the server; resolves once it listens. */
export function serveDist(
  port: number,
  dir = resolve(import.meta.dirname, '../../dist'),
): Promise<Server> {
  const rules = readHeaderRules(dir);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = [join(dir, path), join(dir, path, 'index.html')];
    let file = candidates.find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (!file && url.pathname.startsWith('/assets/')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    const status = 200;
    if (!file) file = join(dir, '200.html');
    for (const rule of rules) {
      if (rule.pattern.test(url.pathname))
        for (const [name, value] of rule.headers) response.setHeader(name, value);
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    response.setHeader('Content-Type', type);
    if (file.includes(`${join(dir, 'assets')}`))
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    const compressible = /text|javascript|json|xml|svg/.test(type);
    if (compressible && acceptsGzip(request)) {
      response.writeHead(status, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      createReadStream(file).pipe(createGzip()).pipe(response);
    } else {
      response.writeHead(status);
      createReadStream(file).pipe(response);
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
