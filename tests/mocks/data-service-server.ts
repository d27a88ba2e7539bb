import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { acceptsGzip } from '../../src/build/serve';
import type { BlogSeedRow } from '../../supabase/data/blog-posts';
import { blogTableOf } from '../../src/mocks/blog.handlers';
import { answerRead } from '../../src/mocks/postgrest';

/**
 * A local stand-in of the data service (PostgREST subset) over real HTTP, answering from the
 * same code the MSW handlers use; for the benchmark, whose browser must really fetch.
 */
export function serveDataService(port: number, rows: readonly BlogSeedRow[]): Promise<Server> {
  // Port 0: any free port (read it from `server.address()`).
  const table = blogTableOf(rows);
  const server = createServer(async (incoming, outgoing) => {
    // Headers named as the real gateway does: a `*` does not cover Authorization (Chromium
    // warns, and Lighthouse counts the warning against the page).
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': incoming.headers['access-control-request-headers'] ?? '',
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Expose-Headers': 'Content-Range',
    };
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors).end();
      return;
    }
    const url = `http://127.0.0.1:${port}${incoming.url ?? '/'}`;
    const headers = new Headers();
    for (const [key, value] of Object.entries(incoming.headers)) {
      if (value !== undefined) headers.set(key, String(value));
    }
    const response = url.includes('/rest/v1/blog_posts')
      ? answerRead(table, new Request(url, { headers }))
      : new Response('not found', { status: 404 });
    // Compressed when the browser accepts it, like the real service.
    const raw = Buffer.from(await response.arrayBuffer());
    const gzip = acceptsGzip(incoming);
    const encoding = gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {};
    const answer = Object.fromEntries(response.headers);
    delete answer['content-length']; // the raw body's, not the compressed one's
    outgoing.writeHead(response.status, {
      ...answer,
      ...cors,
      ...encoding,
    });
    outgoing.end(gzip ? gzipSync(raw) : raw);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
