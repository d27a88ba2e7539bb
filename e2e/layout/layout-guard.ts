import type { Page } from '@playwright/test';

/** Horizontal overflow (px), controls partly off-screen, controls whose centre is covered. */
export interface LayoutProblems {
  overflow: number;
  offScreen: string[];
  covered: string[];
}

/**
 * No horizontal overflow; every visible control fits the viewport's width and, scrolled into
 * view, is what a tap at its centre hits (the sticky header and the widget button are excused
 * at the viewport's edges only). Restores the scroll position.
 */
export function findLayoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const name = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText?.trim().split('\n')[0] ??
        '';
      return `${element.tagName.toLowerCase()} "${label.slice(0, 40)}"`;
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(element);
      // Visually hidden (a skip link until it has the focus): clipped away.
      const clipped = style.clipPath.startsWith('inset(50%') || /rect\(0(px)?,? 0/.test(style.clip);
      return (
        !clipped &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        style.opacity !== '0'
      );
    };
    const root = document.documentElement;
    const overflow = Math.max(0, root.scrollWidth - root.clientWidth);
    const start = { x: window.scrollX, y: window.scrollY };
    const offScreen: string[] = [];
    const covered: string[] = [];
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), textarea, select, [role="button"], summary',
    );
    for (const control of controls) {
      if (!visible(control) || control.closest('[aria-hidden="true"], [inert]')) continue;
      control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = control.getBoundingClientRect();
      if (box.left < -1 || box.right > root.clientWidth + 1) {
        offScreen.push(
          `${name(control)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
        continue;
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control.contains(hit) || hit.contains(control)) continue;
      // A label around or for the control is the control, for a tap.
      const label = hit.closest('label');
      if (label && (label.contains(control) || label.htmlFor === control.id)) continue;
      covered.push(`${name(control)} under ${name(hit)}`);
    }
    window.scrollTo({ left: start.x, top: start.y, behavior: 'instant' });
    return { overflow, offScreen, covered };
  });
}
