import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, reimportable } from './reimport';

const CHROMIUM =
  'Failed to fetch dynamically imported module: https://example.ch/assets/faq.section-Ab1_x.js';
const FIREFOX = 'error loading dynamically imported module: http://127.0.0.1:4173/assets/x-1.js';

describe('failedModuleUrl', () => {
  it("reads the file from Chromium's and Firefox's messages", () => {
    expect(failedModuleUrl(new TypeError(CHROMIUM))).toBe(
      'https://example.ch/assets/faq.section-Ab1_x.js',
    );
    expect(failedModuleUrl(new TypeError(FIREFOX))).toBe('http://127.0.0.1:4173/assets/x-1.js');
    expect(failedModuleUrl(new TypeError(`${CHROMIUM}?retry=2`))).toBe(
      'https://example.ch/assets/faq.section-Ab1_x.js?retry=2',
    );
  });

  it("finds none in Safari's message or a non-code address", () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleUrl('Failed to fetch https://example.ch/data.json')).toBeUndefined();
  });
});

describe('reimportable', () => {
  it('imports the failed file under a new query on each retry, then keeps what came', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError(CHROMIUM)));
    const importer = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError(`${CHROMIUM}?retry=1`))
      .mockResolvedValueOnce({ Faq: 'faq' });
    const get = reimportable(load, importer);
    await expect(get()).rejects.toThrow(CHROMIUM);
    await expect(get()).rejects.toThrow('?retry=1');
    await expect(get()).resolves.toEqual({ Faq: 'faq' });
    await expect(get()).resolves.toEqual({ Faq: 'faq' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importer.mock.calls).toEqual([
      ['https://example.ch/assets/faq.section-Ab1_x.js?retry=1'],
      ['https://example.ch/assets/faq.section-Ab1_x.js?retry=2'],
    ]);
  });

  it('repeats the import as it is when the failure names no file', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce('module');
    const importer = vi.fn<(url: string) => Promise<unknown>>();
    const get = reimportable(load, importer);
    await expect(get()).rejects.toThrow('Importing');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(importer).not.toHaveBeenCalled();
  });

  it('loads once when the first attempt succeeds', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = reimportable(load);
    await get();
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
