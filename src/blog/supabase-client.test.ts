import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module with a counting stand-in for the library's client class. */
async function freshModule() {
  vi.resetModules();
  const PostgrestClient = vi.fn(function (this: object, url: string, options: object) {
    Object.assign(this, { url, options });
  });
  vi.doMock('@supabase/postgrest-js', () => ({ PostgrestClient }));
  const module = await import('./supabase-client');
  return { ...module, PostgrestClient };
}

afterEach(() => {
  vi.doUnmock('@supabase/postgrest-js');
  vi.unstubAllGlobals();
});

describe('preloading the data-service client', () => {
  it('starts the one client that the first read then uses', async () => {
    const { preloadSupabaseClient, getSupabaseClient, PostgrestClient } = await freshModule();
    preloadSupabaseClient();
    await vi.waitFor(() => expect(PostgrestClient).toHaveBeenCalledTimes(1));
    await getSupabaseClient();
    expect(PostgrestClient).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a browser window (prerendering)', async () => {
    vi.stubGlobal('window', undefined);
    const { preloadSupabaseClient, PostgrestClient } = await freshModule();
    preloadSupabaseClient();
    // Every import started by then has loaded (a positive signal, not a wait on the clock).
    await vi.dynamicImportSettled();
    expect(PostgrestClient).not.toHaveBeenCalled();
  });

  it('a failed load is forgotten: the next read loads again', async () => {
    const { preloadSupabaseClient, getSupabaseClient, PostgrestClient } = await freshModule();
    PostgrestClient.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    preloadSupabaseClient();
    await vi.waitFor(() => expect(PostgrestClient).toHaveBeenCalledTimes(1));
    await expect(getSupabaseClient()).resolves.toBeInstanceOf(PostgrestClient);
    expect(PostgrestClient).toHaveBeenCalledTimes(2);
  });
});
