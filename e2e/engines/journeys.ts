/**
 * The visitor's journeys, each acting right after `load` (never waiting for the app to wake):
 * the demo form, the FAQ, the live demo on a phone, and 'Beratung buchen' from the blog
 * (a call on an agent page: owner-message.ts).
 */
import { APP_WAKES_MS, DESKTOP, PHONE, type Check } from './checks';
import type { Target } from './driver';
import { awake, finiteAnimationsEnded, toastTitles, twoFrames, wakeState } from './page-functions';
import { expectNoErrors, waitFor } from './wait';

const FORM = 'form[aria-label="Demo-Anfrage"]';
const field = (name: 'name' | 'email' | 'message'): Target => ({
  css: `${FORM} [name="${name}"]`,
});

/** The form's values and the error each field points to with `aria-describedby`. */
const formState = (form: string) =>
  (['name', 'email', 'message'] as const).map((name) => {
    const input = document.querySelector<HTMLInputElement>(`${form} [name="${name}"]`);
    const errorId = (input?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .find((id) => id.endsWith('-error'));
    const error = errorId ? (document.getElementById(errorId)?.textContent ?? '') : '';
    return { value: input?.value ?? null, error };
  });

/** Marks the form's fields, so that a later look can tell whether they were replaced. */
const markFields = (form: string) => {
  for (const input of document.querySelectorAll(`${form} [name]`))
    (input as unknown as Record<string, boolean>).__engineMark = true;
};
/**
 * What a failure needs to say where typed text went: how many forms match and how many of
 * their fields are no longer the ones typed into (how far the start-up got: `wakeState`).
 */
const formTrace = (form: string) => ({
  forms: document.querySelectorAll(form).length,
  replaced: [...document.querySelectorAll(`${form} [name]`)].filter(
    (input) => !(input as unknown as Record<string, boolean>).__engineMark,
  ).length,
});

const demoForm: Check = {
  name: 'demo form validates and sends',
  async run(driver) {
    await driver.setViewport(DESKTOP);
    await driver.open('/');
    await driver.evaluate(markFields, FORM);
    await driver.type(field('name'), 'A');
    await driver.type(field('email'), 'anna@');
    await waitFor(
      driver,
      'both fields show their error',
      formState,
      FORM,
      ([name, email]) =>
        name!.error === 'Name muss mindestens 2 Zeichen lang sein' &&
        email!.error === 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    ).catch(async (error: Error) => {
      const trace = await driver.evaluate(formTrace, FORM).catch(() => null);
      const wake = await driver.evaluate(wakeState, null).catch(() => null);
      const errors = await driver.errors().catch(() => []);
      const said = JSON.stringify({ ...trace, awake: wake?.awake, step: wake?.step });
      throw new Error(`${error.message}; ${said}; errors: ${errors.join(' | ')}`);
    });
    await driver.type(field('name'), 'nna Müller');
    await driver.type(field('email'), 'example.ch');
    await driver.type(field('message'), 'Wir sind eine Praxis mit 3 Standorten.');
    await waitFor(driver, 'the errors clear', formState, FORM, (fields) =>
      fields.every((one) => one.error === ''),
    );
    await driver.click({ css: `${FORM} button[type="submit"]`, name: 'Testversion anfragen' });
    await waitFor(driver, "toast 'Anfrage erfolgreich gesendet!'", toastTitles, null, (titles) =>
      titles.includes('Anfrage erfolgreich gesendet!'),
    );
    await waitFor(driver, 'the fields are cleared', formState, FORM, (fields) =>
      fields.every((one) => one.value === ''),
    );
    await expectNoErrors(driver);
  },
};

const QUESTIONS = [
  'Wie lange dauert die Einrichtung eines KI-Sprachassistenten?',
  'Welche Sprachen werden unterstützt?',
];
/** Per FAQ item: its trigger's `aria-expanded` and whether its answer is shown. */
const faqState = () =>
  [...document.querySelectorAll('section#faq h3 button')].map((trigger) => {
    const answer = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    return {
      expanded: trigger.getAttribute('aria-expanded') === 'true',
      shown: !!answer && !answer.hidden && answer.getBoundingClientRect().height > 0,
    };
  });
const openItems = (items: ReturnType<typeof faqState>) =>
  items.flatMap((item, index) => (item.expanded && item.shown ? [index] : []));
const same = (a: number[], b: number[]) => a.join() === b.join();

const faq: Check = {
  name: 'FAQ toggles one answer at a time',
  async run(driver) {
    await driver.setViewport(DESKTOP);
    await driver.open('/');
    const first = await driver.evaluate(faqState, null);
    if (first.length !== 6 || !same(openItems(first), [0]))
      throw new Error(`at load: items ${JSON.stringify(first)} (expected six, the first open)`);
    const trigger = { css: 'section#faq h3 button', name: QUESTIONS[1] };
    // A visitor taps once the answers stand still: one closing moves the questions below it
    // (CI once saw WebKit's second tap land on the next question while the first answer closed).
    const standStill = () =>
      waitFor(driver, 'the answers stand still', finiteAnimationsEnded, null, (ended) => ended);
    await standStill();
    await driver.click(trigger);
    await waitFor(
      driver,
      'the second answer opens, the first closes',
      faqState,
      null,
      (items) => same(openItems(items), [1]) && items.filter((item) => item.expanded).length === 1,
    );
    await standStill();
    await driver.click(trigger);
    await waitFor(driver, 'the open answer closes', faqState, null, (items) =>
      items.every((item) => !item.expanded && !item.shown),
    );
    await expectNoErrors(driver);
  },
};

const dialogStatus = () =>
  document.querySelector('[role="dialog"] [role="status"]')?.textContent?.trim() ?? '';
const CONNECTED = /^(Am Zuhören|KI spricht\.\.\.)$/;

/**
 * On a phone, 'Live-Demo starten' in the hero, pressed right after `load`, opens the
 * widget's dialog and the call connects without a second press; the microphone button ends it.
 */
const liveDemo: Check = {
  name: "'Live-Demo starten' on / opens the widget and connects in one press",
  async run(driver) {
    await driver.setViewport(PHONE);
    await driver.open('/');
    await driver.click({ css: 'main button', name: 'Live-Demo starten' });
    await waitFor(driver, 'connected', dialogStatus, null, (text) => CONNECTED.test(text), 25_000);
    await driver.click({ css: '[role="dialog"] button', name: 'Gespräch beenden' });
    await waitFor(driver, "'Bereit'", dialogStatus, null, (text) => text === 'Bereit');
    await expectNoErrors(driver);
  },
};

/** Where the demo form's heading is (in view: below the sticky header, above the bottom). */
const headingPlace = (text: string) => {
  const heading = [...document.querySelectorAll('h2')].find(
    (element) => element.textContent?.trim() === text,
  );
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const box = heading?.getBoundingClientRect();
  // Deferred islands load within a screen of the viewport; further away they wait for the
  // visitor. Lazy images are left out: the logo strip's stay unloaded off to the side.
  const near = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.bottom > -innerHeight && rect.top < 2 * innerHeight;
  };
  return {
    path: location.pathname + location.hash,
    scrollY: Math.round(scrollY),
    top: box ? Math.round(box.top) : null,
    inView: !!box && box.bottom > header && box.top < innerHeight,
    settled:
      document.documentElement.hasAttribute('data-awake') &&
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => image.complete || image.loading === 'lazy') &&
      [...document.querySelectorAll('[data-island="deferred"]')].every(
        (island) =>
          island.closest('header') || island.hasAttribute('data-island-ready') || !near(island),
      ),
  };
};
const HEADING = 'Kostenlose Demo anfragen';
/** Marks this document, to tell a client-side navigation from a new page load. */
const markDocument = () => {
  (window as unknown as { __engineMark?: boolean }).__engineMark = true;
};
const sameDocument = () => !!(window as unknown as { __engineMark?: boolean }).__engineMark;

/**
 * After 'Beratung buchen' in the header on /blog, the form's heading comes into view
 * and is still in view once the page has settled (awake, fonts, images, islands).
 * `when`: right after `load` (before the app listens, the page's own script follows the link)
 * or once the page is awake (a reader who clicks later: the router and the section scroll).
 */
function bookFromBlog(when: 'right after load' | 'once awake'): Check {
  return {
    name: `'Beratung buchen' from /blog ${when}: the form's heading lands in view and stays`,
    async run(driver) {
      await driver.setViewport(DESKTOP);
      await driver.open('/blog');
      if (when === 'once awake')
        await waitFor(driver, 'the page wakes', wakeState, null, (s) => s.awake, APP_WAKES_MS);
      await driver.evaluate(markDocument, null);
      const wasAwake = await driver.evaluate(awake, null);
      await driver.click({
        css: 'nav[aria-label="Hauptnavigation"] a',
        name: 'Beratung buchen',
        scroll: 'none',
      });
      // In view within 5 s (sampled: a heading passing through the viewport may be missed).
      const arrived = await waitFor(driver, 'in view', headingPlace, HEADING, (p) => p.inView, 5000)
        .then((place) => `it was in view at scrollY ${place.scrollY} (${place.path})`)
        .catch(() => null);
      const replaced = !(await driver.evaluate(sameDocument, null).catch(() => false));
      const how = `${wasAwake ? 'awake' : 'not awake'} at the click, ${replaced ? 'new page load' : 'same document'}`;
      await waitFor(
        driver,
        'the page settles',
        headingPlace,
        HEADING,
        (p) => p.settled,
        APP_WAKES_MS,
      );
      // At rest: two frames after everything near the screen has come, the layout it stays in.
      await driver.evaluate(twoFrames, null);
      const later = await driver.evaluate(headingPlace, HEADING);
      if (!later.inView || !arrived)
        throw new Error(
          `'${HEADING}' ${later.inView ? 'is' : 'is not'} in view once the page settled (${later.path}, scrollY ${later.scrollY}, heading top ${later.top}, viewport ${DESKTOP.height}); ${arrived ?? 'it did not come into view within 5 s'}; ${how}`,
        );
      return how;
    },
  };
}

export const journeyChecks: Check[] = [demoForm, faq, liveDemo];
/** Last in the suite: a failure here costs a new browser. */
export const bookChecks: Check[] = [bookFromBlog('right after load'), bookFromBlog('once awake')];
