import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { appStore } from '@/lib/app-store';
import { voiceDriver, voiceDriverAtom } from './create-driver';

describe('the page’s voice driver', () => {
  it('is one per store, created on first use and held in its voiceDriverAtom', () => {
    const store = createStore();
    expect(store.get(voiceDriverAtom)).toBeNull();
    const driver = voiceDriver(store);
    expect(store.get(voiceDriverAtom)).toBe(driver);
    expect(voiceDriver(store)).toBe(driver);
    // Another store (another test) has its own: nothing is kept in the module.
    const other = createStore();
    expect(voiceDriver(other)).not.toBe(driver);
  });

  it('the app’s store by default', () => {
    expect(voiceDriver()).toBe(appStore.get(voiceDriverAtom));
    expect(voiceDriver()).toBe(voiceDriver(appStore));
  });
});
