import type { Page } from '@playwright/test';

interface DeviceControl {
  /** Labels of Chromium's fake inputs kept out of `enumerateDevices` (not plugged in). */
  hidden: string[];
  /** Device ids whose `getUserMedia` fails (a device that refuses to open). */
  failing: string[];
  /** Every `getUserMedia` constraints object, in order. */
  requests: MediaStreamConstraints[];
}

declare global {
  interface Window {
    __devices: DeviceControl;
  }
}

/**
 * Scripts the page's audio inputs over Chromium's fake ones ('Fake Default Audio Input', 'Fake
 * Audio Input 1', 'Fake Audio Input 2'): an input can be hidden (unplugged) and shown (plugged
 * in), each change announced with `devicechange`; every `getUserMedia` is recorded and a device
 * can be made to refuse. Add after `instrumentMicrophone` (its track records stay underneath).
 */
export async function scriptDevices(page: Page, { unplugged = [] as string[] } = {}) {
  await page.addInitScript((hidden: string[]) => {
    const control: DeviceControl = { hidden: [...hidden], failing: [], requests: [] };
    window.__devices = control;
    const devices = navigator.mediaDevices;
    const enumerate = devices.enumerateDevices.bind(devices);
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.enumerateDevices = async () =>
      (await enumerate()).filter((device) => !control.hidden.includes(device.label));
    devices.getUserMedia = async (constraints) => {
      control.requests.push(JSON.parse(JSON.stringify(constraints ?? {})));
      const audio = constraints?.audio;
      const wanted =
        typeof audio === 'object' ? (audio.deviceId as { exact?: string } | undefined) : undefined;
      if (wanted?.exact && control.failing.includes(wanted.exact)) {
        throw new DOMException('The device could not be opened', 'NotReadableError');
      }
      return getUserMedia(constraints);
    };
  }, unplugged);
}

/** The device id Chromium gives a fake input (they differ per browser context). */
export const deviceIdOf = (page: Page, label: string) =>
  page.evaluate(async (name) => {
    const hidden = window.__devices.hidden;
    window.__devices.hidden = [];
    const found = (await navigator.mediaDevices.enumerateDevices()).find((d) => d.label === name);
    window.__devices.hidden = hidden;
    return found?.deviceId ?? null;
  }, label);

/** A headset plugged in: listed again, and the browser says the devices changed. */
export const plugIn = (page: Page, label: string) =>
  page.evaluate((name) => {
    window.__devices.hidden = window.__devices.hidden.filter((known) => known !== name);
    navigator.mediaDevices.dispatchEvent(new Event('devicechange'));
  }, label);

/** Unplugged: no longer listed, its live tracks end (and say so), the devices changed. */
export const unplug = (page: Page, label: string) =>
  page.evaluate((name) => {
    window.__devices.hidden.push(name);
    for (const track of window.__tracks) {
      if (track.label !== name || track.readyState !== 'live') continue;
      track.stop();
      track.dispatchEvent(new Event('ended'));
    }
    navigator.mediaDevices.dispatchEvent(new Event('devicechange'));
  }, label);

/** A device that refuses to open from now on. */
export const refuse = (page: Page, deviceId: string) =>
  page.evaluate((id) => window.__devices.failing.push(id), deviceId);

/** Every `getUserMedia` constraints object the page asked for. */
export const mediaRequests = (page: Page) => page.evaluate(() => [...window.__devices.requests]);
