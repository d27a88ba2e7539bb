import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module with a counting stand-in for the library. */
async function freshModule() {
  vi.resetModules();
  const createClient = vi.fn(() => ({}));
  vi.doMock('@supabase/supabase-js', () => ({ createClient }));
  const module = await import('./supabase-client');
  return { ...module, createClient };
}

afterEach(() => {
  vi.doUnmock('@supabase/supabase-js');
  vi.unstubAllGlobals();
});

describe('preloading the data-service client', () => {
  it('starts the one client that the first read then uses', async () => {
    const { preloadSupabaseClient, getSupabaseClient, createClient } = await freshModule();
    preloadSupabaseClient();
    await vi.waitFor(() => expect(createClient).toHaveBeenCalledTimes(1));
    await getSupabaseClient();
    expect(createClient).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a browser window (prerendering)', async () => {
    vi.stubGlobal('window', undefined);
    const { preloadSupabaseClient, createClient } = await freshModule();
    preloadSupabaseClient();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(createClient).not.toHaveBeenCalled();
  });

  it('a failed load is forgotten: the next read loads again', async () => {
    const { preloadSupabaseClient, getSupabaseClient, createClient } = await freshModule();
    createClient.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    preloadSupabaseClient();
    await vi.waitFor(() => expect(createClient).toHaveBeenCalledTimes(1));
    await expect(getSupabaseClient()).resolves.toEqual({});
    expect(createClient).toHaveBeenCalledTimes(2);
  });
});
