import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prerenderPaths, shellPaths } from '@/entry-server';
import { agentPages } from '@/features/agents/agent-pages';
import { createAppRouter } from '@/router';
import { matchRedirect, parseRedirects, redirectsFile } from './static-routes';

const rules = parseRedirects(redirectsFile(shellPaths));

describe('_redirects', () => {
  it('every page of the router answers 200: it is prerendered or has a shell rule', async () => {
    const built = await prerenderPaths();
    const shellRules = parseRedirects(redirectsFile(shellPaths)).filter(
      (rule) => rule.status === 200,
    );
    // Sample paths per route; a route with a parameter not named here fails until it is.
    const samples: Record<string, string[]> = {
      '/{$agent}-agent': agentPages.map((page) => `/${page.slug}-agent`),
      '/blog/$slug': ['/blog/ki-telefonassistent-arztpraxis', '/blog/nach-dem-build'],
    };
    const routes = Object.values(createAppRouter().routesById)
      .filter((route) => route.id !== '__root__' && route.id !== '/_site')
      .map((route) => route.fullPath as string);
    expect(routes.length).toBe(8);
    for (const route of routes) {
      const paths = samples[route] ?? [route.replace(/(.)\/$/, '$1')];
      for (const path of paths) {
        expect(path, `${route}: name a sample path`).not.toMatch(/\$/);
        const served = built.includes(path) || matchRedirect(shellRules, path) !== undefined;
        expect(served, `${path} (${route}) is neither prerendered nor in _redirects`).toBe(true);
      }
    }
  });

  // The file's rules, as built: e2e/build-output.spec.ts.
  // The shell's paths with and without a slash, an article's, and a deeper one (404), on the
  // built site: e2e/not-found.spec.ts ('/vapi-agent', '/vapi-agent/', '/blog/ein/zwei', ...).
  it.each([
    ['/blog/neu/', '/blog/:slug', 200],
    ['/blog/%C3%BCber-uns', '/blog/:slug', 200],
    // `:slug` is one segment.
    ['/blog%2Fa', '/*', 404],
    ['/blog', '/*', 404],
    ['/vapi-agentx', '/*', 404],
    ['/x/vapi-agent', '/*', 404],
    ['/VAPI-AGENT', '/*', 404],
    ['/gibt-es-nicht', '/*', 404],
    ['/favicon.ico', '/*', 404],
    ['/assets/index-alt.js', '/*', 404],
    ['/', '/*', 404],
  ])('%s → the rule %s (%i)', (path, from, status) => {
    expect(matchRedirect(rules, path)).toMatchObject({ from, status });
  });

  it('reads splats, placeholders, default and explicit statuses; refuses what it cannot read', () => {
    const read = parseRedirects('# comment\n\n/alt/*  /neu  301\n/a/:id/b  /c\n  /d  /e  302  \n');
    expect(read.map((rule) => [rule.from, rule.status])).toEqual([
      ['/alt/*', 301],
      ['/a/:id/b', 301],
      ['/d', 302],
    ]);
    expect(matchRedirect(read, '/alt')).toMatchObject({ from: '/alt/*' });
    expect(matchRedirect(read, '/alt/x/y')).toMatchObject({ from: '/alt/*' });
    expect(matchRedirect(read, '/alter')).toBeUndefined();
    expect(matchRedirect(read, '/a/1/b')).toMatchObject({ from: '/a/:id/b' });
    expect(matchRedirect(read, '/a/1/2/b')).toBeUndefined();
    // Forced rules and conditions are not ours: named, not silently misread.
    for (const line of ['/f /g 200!', '/f', '/f /g Country=ch', '/f /g 600'])
      expect(() => parseRedirects(line), line).toThrow(
        `_redirects: cannot read the rule "${line}"`,
      );
  });

  it('docs/deploy.md gives the same rules for Netlify, nginx and Vercel', () => {
    const deploy = readFileSync('docs/deploy.md', 'utf8');
    const lines = redirectsFile(shellPaths)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(deploy).toContain(
      ['```text', ...lines.map((line) => `   ${line}`), '   ```'].join('\n'),
    );
    for (const path of shellPaths) {
      const nginx = `location ~ ^${path.replace(/:\w+/g, '[^/]+')}/?$ {`;
      expect(deploy).toContain(nginx);
      expect(deploy).toContain(`{ "source": "${path}", "destination": "/200.html" }`);
    }
  });
});
