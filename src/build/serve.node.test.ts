import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from './security-headers';
import { serveDist } from './serve';
import { redirectsFile } from './static-routes';

/** A built site in miniature: pages, the shell, the 404 page, a code file, the host files. */
function site(redirects: string): string {
  const parent = mkdtempSync(join(tmpdir(), 'serve-'));
  // Beside the site, never served.
  writeFileSync(join(parent, 'secret.txt'), 'secret');
  const dir = join(parent, 'dist');
  for (const [file, text] of Object.entries({
    'index.html': '<h1>Start</h1>',
    'blog/index.html': '<h1>Blog</h1>',
    '200.html': '<div id="root"></div>',
    '404.html': '<h1>Oops! Page not found</h1>',
    'assets/app-1.js': 'console.log(1)',
    'robots.txt': 'User-agent: *',
    _redirects: redirects,
    _headers: headersFile({
      connectOrigins: [],
      imageOrigins: [],
      voiceCalls: false,
      inlineScripts: [],
      https: true,
    }),
  })) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with the path exactly as given (no client-side normalising). */
function get(server: Server, path: string, method = 'GET', gzip = false): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, method, headers: gzip ? { 'accept-encoding': 'gzip' } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const zipped = response.headers['content-encoding'] === 'gzip';
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: (zipped ? gunzipSync(raw) : raw).toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('serve.ts: a static host following the built _redirects and _headers', () => {
  let dir: string;
  let server: Server;
  beforeAll(async () => {
    dir = site(redirectsFile(['/vapi-agent', '/blog/:slug']));
    server = await serveDist(0, dir);
  });
  afterAll(() => {
    server.close();
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  it.each([
    ['/', 200, '<h1>Start</h1>'],
    ['/index.html', 200, '<h1>Start</h1>'],
    ['/blog', 200, '<h1>Blog</h1>'],
    ['/blog/', 200, '<h1>Blog</h1>'],
    ['/robots.txt', 200, 'User-agent: *'],
    ['/vapi-agent', 200, '<div id="root"></div>'],
    ['/blog/nach-dem-build', 200, '<div id="root"></div>'],
    // An unknown path, one under /blog and a missing code file: e2e/not-found.spec.ts.
    ['/favicon.ico', 404, '<h1>Oops! Page not found</h1>'],
    // The host's own files and anything outside the site are not served.
    ['/_headers', 404, '<h1>Oops! Page not found</h1>'],
    ['/_redirects', 404, '<h1>Oops! Page not found</h1>'],
    ['/../secret.txt', 404, '<h1>Oops! Page not found</h1>'],
    ['/%2e%2e/secret.txt', 404, '<h1>Oops! Page not found</h1>'],
    // One encoded segment under /blog: a slug to the rules (the app says it has no such article).
    ['/blog/%2e%2e%2f..%2fsecret.txt', 200, '<div id="root"></div>'],
    // Undecodable: 400, not a crash.
    ['/%E0%A4%A', 400, 'Bad Request'],
    ['/blog/%ZZ', 400, 'Bad Request'],
    ['/%00', 400, 'Bad Request'],
  ])('%s → %i', async (path, status, body) => {
    const answer = await get(server, path);
    expect(answer.status).toBe(status);
    expect(answer.body).toBe(body);
    // An error is never cached. The security headers on every answer and the server serving on
    // after a URL it cannot decode: e2e/security.spec.ts, on the built site.
    if (status >= 400) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('caches code files for a year; types, gzip and HEAD as a host does', async () => {
    const code = await get(server, '/assets/app-1.js', 'GET', true);
    expect(code.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(code.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(code.headers['content-encoding']).toBe('gzip');
    expect(code.body).toBe('console.log(1)');
    const head = await get(server, '/gibt-es-nicht', 'HEAD');
    expect(head.status).toBe(404);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('follows whatever _redirects says: the file decides, not the server', async () => {
    const other = site('/alt  /blog  301\n/*  /200.html  200\n');
    const shellEverywhere = await serveDist(0, other);
    try {
      expect(await get(shellEverywhere, '/gibt-es-nicht')).toMatchObject({
        status: 200,
        body: '<div id="root"></div>',
      });
      const moved = await get(shellEverywhere, '/alt');
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/blog');
      expect(moved.headers['content-security-policy']).toBeTruthy();
    } finally {
      shellEverywhere.close();
      rmSync(join(other, '..'), { recursive: true, force: true });
    }
  });

  it('without a _redirects, a missing path is 404 with the 404 page, as static hosts do', async () => {
    const bare = site('');
    rmSync(join(bare, '_redirects'));
    const plain = await serveDist(0, bare);
    try {
      expect(await get(plain, '/vapi-agent')).toMatchObject({ status: 404 });
    } finally {
      plain.close();
      rmSync(join(bare, '..'), { recursive: true, force: true });
    }
  });
});
