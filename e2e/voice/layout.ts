import { expect, type Locator, type Page } from '@playwright/test';
import { finiteAnimationsEnded } from '../animations';

/** Spec section 9: a tooltip opens after 700 ms of hovering; its close (skip) delay is 300 ms. */
const TOOLTIP_OPEN_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/*
 * The layout guard: a call surface fits its viewport (no horizontal overflow of the page
 * or of any scroll box inside it, no control beyond the viewport's sides, a fixed dialog inside
 * the viewport) and nothing covers a control of it: at each visible control's centre the
 * browser's hit test (elementFromPoint) finds that control or something inside it. Controls out
 * of view are scrolled into view first, as a visitor would (the nearest edge: where a bottom
 * toast would sit), and checked there.
 */

/** What a visitor can operate: buttons, links, fields and focusable scroll boxes. */
const CONTROLS = 'button, a[href], input:not([type="hidden"]), textarea, select, [tabindex="0"]';

/**
 * The call surface `root` fits and no control of it is covered, on the page as it stands once
 * finite animations (toasts sliding in, dialogs opening) have ended: no problem is found.
 */
export async function expectCallFits(page: Page, root: Locator, label: string) {
  await finiteAnimationsEnded(page);
  const problems = await root.evaluate((surface, selector) => {
    const problems: { control: string; problem: string }[] = [];
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ||
        (element instanceof HTMLInputElement && element.labels?.[0]?.textContent) ||
        element.textContent?.trim().slice(0, 40) ||
        element.tagName.toLowerCase();
      return `${element.tagName.toLowerCase()} "${name}"`;
    };
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > width) {
      // Name the widest element that sticks out (not inside a fixed box, which cannot widen it).
      const wide = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right + scrollX > width + 0.5)
        .filter((element) => {
          for (let e: Element | null = element; e; e = e.parentElement)
            if (getComputedStyle(e).position === 'fixed') return false;
          return true;
        })
        .at(-1);
      problems.push({
        control: 'page',
        problem: `is ${scroller.scrollWidth - width} px too wide${wide ? ` (${describe(wide)}, class "${wide.getAttribute('class') ?? ''}")` : ''}`,
      });
    }
    // A scroll box inside the surface scrolling sideways hides part of a row just the same.
    for (const box of [surface, ...surface.querySelectorAll('*')]) {
      const style = getComputedStyle(box);
      if (!/(auto|scroll)/.test(style.overflowX)) continue;
      if (box.scrollWidth > box.clientWidth + 1)
        problems.push({
          control: describe(box),
          problem: `scrolls sideways by ${box.scrollWidth - box.clientWidth} px`,
        });
    }
    // A dialog is reachable: inside the viewport if it is the scroll box itself (the widget's),
    // else its top at or below the top of the box it scrolls in (an `items-end` column that
    // overflows cuts its top off: no scrolling reaches it).
    const dialog = surface.closest('[role="dialog"]');
    if (dialog) {
      const rect = dialog.getBoundingClientRect();
      let box = dialog.parentElement;
      while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
      const top = box ? rect.top - box.getBoundingClientRect().top + box.scrollTop : rect.top;
      const bottomOut = !box && rect.bottom > height + 0.5;
      if (top < -0.5 || bottomOut || rect.left < -0.5 || rect.right > width + 0.5)
        problems.push({
          control: 'dialog',
          problem: `is out of reach (${Math.round(rect.left)},${Math.round(rect.top)} – ${Math.round(rect.right)},${Math.round(rect.bottom)}, top ${Math.round(top)} in its scroll box)`,
        });
    }
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('[aria-hidden="true"], [hidden], .sr-only')
      );
    };
    /** Page chrome that stays on screen (a sticky header): what scrolls under it is out of view. */
    const chrome = (found: Element | null) => {
      for (let e = found; e && e !== document.body; e = e.parentElement) {
        if (surface.contains(e)) return false;
        const position = getComputedStyle(e).position;
        if (position === 'sticky' || position === 'fixed')
          return !e.closest('[data-sonner-toaster], [data-scope="tooltip"], [role="dialog"]');
      }
      return false;
    };
    const pointOf = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return [rect.left + rect.width / 2, rect.top + rect.height / 2] as const;
    };
    /** The part of an element inside every box that scrolls around it. */
    const visiblePart = (element: Element) => {
      const rect = element.getBoundingClientRect();
      let { top, bottom, left, right } = rect;
      for (let box = element.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (!/(auto|scroll|hidden)/.test(style.overflowY + style.overflowX)) continue;
        const clip = box.getBoundingClientRect();
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      return { top, bottom, left, right };
    };
    const hit = (element: Element) => {
      const [x, y] = pointOf(element);
      const found = document.elementFromPoint(x, y);
      if (found && (element === found || element.contains(found))) {
        // Its centre is free; a toast or tooltip over any part of it covers it all the same,
        // any part the visitor sees: what a box it scrolls in cuts off is not covered.
        const rect = visiblePart(element);
        const over = [
          ...document.querySelectorAll(
            '[data-sonner-toast], [data-scope="tooltip"][data-part="content"]',
          ),
        ].find((overlay) => {
          const box = overlay.getBoundingClientRect();
          return (
            box.width > 0 &&
            Math.min(box.right, rect.right) - Math.max(box.left, rect.left) > 0.5 &&
            Math.min(box.bottom, rect.bottom) - Math.max(box.top, rect.top) > 0.5
          );
        });
        return over ? `${describe(over)} over its edge` : null;
      }
      const cover =
        found?.closest('[data-sonner-toast]') ??
        found?.closest('[data-scope="tooltip"]') ??
        found?.closest('[role="dialog"]') ??
        found;
      return `${cover ? describe(cover) : 'nothing'} at ${Math.round(x)},${Math.round(y)}`;
    };
    // What lies at a point under the toasts and tooltips: a control under a call page's sticky
    // header is out of view even when a toast lies over both.
    const underOverlays = (x: number, y: number) =>
      document
        .elementsFromPoint(x, y)
        .find((e) => !e.closest('[data-sonner-toaster], [data-scope="tooltip"]')) ?? null;
    // In view: its centre inside the viewport and inside every box that scrolls around it.
    const inView = (element: Element) => {
      const [x, y] = pointOf(element);
      if (y < 0 || y > height) return false;
      if (chrome(underOverlays(x, y))) return false;
      const part = visiblePart(element);
      return y >= part.top && y <= part.bottom && x >= part.left && x <= part.right;
    };
    const controls = [...surface.querySelectorAll(selector)].filter(visible);
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (rect.left < -0.5 || rect.right > width + 0.5)
        problems.push({
          control: describe(control),
          problem: `is off-screen sideways (${Math.round(rect.left)} – ${Math.round(rect.right)} of ${width})`,
        });
    }
    // Where they are now (toasts and tooltips on screen at this moment) …
    const later: Element[] = [];
    for (const control of controls) {
      if (!inView(control)) {
        later.push(control);
        continue;
      }
      const cover = hit(control);
      if (cover) problems.push({ control: describe(control), problem: `is covered by ${cover}` });
    }
    // … and scrolled into view, as a visitor reaches them.
    for (const control of later) {
      control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const cover = hit(control);
      if (cover)
        problems.push({
          control: describe(control),
          problem: `is covered by ${cover} once scrolled into view`,
        });
    }
    return problems;
  }, CONTROLS);
  expect(problems, label).toEqual([]);
}

/** A badge beside the controls that a tooltip must not cover either. */
const KEEP_CLEAR = ['Vorschau'];

/**
 * Each control with a tooltip, hovered until its tooltip shows: the tooltip covers no other
 * control of the surface, and no element whose whole text is one of `KEEP_CLEAR`. The page clock
 * is installed: the tooltips' open and close delays pass on it instead of in real time.
 */
export async function expectTooltipsClear(page: Page, root: Locator, label: string) {
  const surface = await root.elementHandle();
  const open = page.locator('[data-scope="tooltip"][data-part="content"][data-state="open"]');
  for (const trigger of await root.locator('[data-scope="tooltip"][data-part="trigger"]').all()) {
    if (!(await trigger.isVisible()) || (await trigger.isDisabled())) continue;
    const name = (await trigger.getAttribute('aria-label')) ?? 'a control';
    await trigger.scrollIntoViewIfNeeded();
    await trigger.hover();
    await page.clock.fastForward(TOOLTIP_OPEN_DELAY_MS);
    await expect(open, `${label}: the tooltip of "${name}" shows`).toHaveCount(1);
    await finiteAnimationsEnded(page);
    const overlaps = await trigger.evaluate(
      (self, { surface: box, keep, controls }) => {
        const tip = document
          .querySelector('[data-scope="tooltip"][data-part="content"][data-state="open"]')!
          .getBoundingClientRect();
        const all = [...(box?.querySelectorAll('*') ?? [])];
        const others = [
          ...(box?.querySelectorAll(controls) ?? []),
          ...all.filter(
            (element) =>
              element.children.length === 0 && keep.includes(element.textContent?.trim() ?? ''),
          ),
        ].filter(
          (other) =>
            other !== self && !self.contains(other) && other.getBoundingClientRect().width > 0,
        );
        return others
          .filter((other) => {
            const rect = other.getBoundingClientRect();
            return !(
              rect.left >= tip.right ||
              rect.right <= tip.left ||
              rect.top >= tip.bottom ||
              rect.bottom <= tip.top
            );
          })
          .map((other) => other.getAttribute('aria-label') ?? other.textContent?.trim() ?? '');
      },
      { surface, keep: KEEP_CLEAR, controls: CONTROLS },
    );
    expect(overlaps, `${label}: the tooltip of "${name}" covers nothing`).toEqual([]);
    // Away from every control: the tooltip closes before the next one is hovered.
    await page.mouse.move(0, page.viewportSize()!.height - 1);
    await page.clock.fastForward(TOOLTIP_SKIP_DELAY_MS);
    await expect(open).toHaveCount(0);
  }
}
