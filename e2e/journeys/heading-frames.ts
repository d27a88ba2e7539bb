/** Where a section's heading stood in one frame: viewport px, `at` in ms on the epoch clock. */
export interface Frame {
  at: number;
  top: number;
  bottom: number;
  height: number;
}

declare global {
  interface Window {
    /** Per section id, the frames in which its heading was on the page (this document). */
    __headingFrames: Record<string, Frame[]>;
  }
}

/**
 * Before the page's scripts: where the headings of the `sections` (a selector) stand, read in
 * every frame right before its paint (a resize observer on a hidden probe that changes width
 * every frame). Runs in the page: self-contained.
 */
export function recordHeadingFrames(sections: string) {
  window.__headingFrames = {};
  const sample = () => {
    for (const section of document.querySelectorAll(sections)) {
      const heading = section.querySelector('h2');
      if (!heading) continue;
      const { top, bottom } = heading.getBoundingClientRect();
      const at = performance.timeOrigin + performance.now();
      (window.__headingFrames[section.id] ??= []).push({ at, top, bottom, height: innerHeight });
    }
  };
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  Object.assign(probe.style, { position: 'fixed', top: '0', left: '0', height: '1px' });
  Object.assign(probe.style, { visibility: 'hidden', pointerEvents: 'none' });
  new ResizeObserver(sample).observe(probe);
  let wide = false;
  const frame = () => {
    wide = !wide;
    probe.style.width = wide ? '2px' : '1px';
    requestAnimationFrame(frame);
  };
  document.addEventListener('DOMContentLoaded', () => {
    document.documentElement.append(probe);
    requestAnimationFrame(frame);
  });
}

/** The heading wholly in the viewport (a pixel's leeway). */
export const inView = (frame: Frame) => frame.top >= -1 && frame.bottom <= frame.height + 1;

/**
 * How a heading came: the first frame it stood in view (-1: never), the frames above the screen,
 * and those out of view after that first one. A heading that lands once has neither kind.
 */
export function flashes(frames: Frame[]) {
  const first = frames.findIndex(inView);
  return {
    first,
    above: frames.filter((frame) => frame.top < -1),
    left: first < 0 ? [] : frames.slice(first).filter((frame) => !inView(frame)),
  };
}
