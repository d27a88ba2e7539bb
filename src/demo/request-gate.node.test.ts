import { describe, expect, it, vi } from 'vitest';
import { holdRequestsUntil } from './request-gate';

const response = () => new Response('ok');

describe('holdRequestsUntil: in demo mode a request waits for the demo worker', () => {
  it('holds a request until the worker has settled, then sends it as it was asked', async () => {
    const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) => response());
    const target = { fetch: fetch as typeof globalThis.fetch };
    let ready!: () => void;
    holdRequestsUntil(target, new Promise<void>((resolve) => (ready = resolve)));

    const init = { method: 'POST', body: '{"name":"Anna"}' };
    const answer = target.fetch('/webhook/demo-request', init);
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();

    ready();
    await expect(answer).resolves.toBeInstanceOf(Response);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/webhook/demo-request', init);
  });

  it('sends held requests when the worker failed too (they then fail as offline), and gives the original fetch back', async () => {
    const fetch = vi.fn(async () => response());
    const target = { fetch: fetch as typeof globalThis.fetch };
    let fail!: (error: Error) => void;
    holdRequestsUntil(target, new Promise<void>((_, reject) => (fail = reject)));
    const holding = target.fetch;

    const answer = holding('/rest/v1/blog_posts');
    fail(new Error('register failed'));
    await answer;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(target.fetch).toBe(fetch);
    // A client that kept the holding fetch is not held any more.
    await holding('/rest/v1/blog_posts?offset=6');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
