import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { de } from '@/content/de';
import { logoStripMachine, type LogoStripContext } from '@machines/logo-strip/logo-strip.machine';
import { logoStripPaths, TICK } from '@machines/logo-strip/logo-strip.paths';
import { describePath, stateName } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { INTEGRATIONS } from './integrations';
import { LogoStripView } from './logo-strip.view';

const t = de.landing.technologies;
const region = () => screen.getByRole('region', { name: t.stripLabel });
const list = () => region().querySelector('ul') as HTMLUListElement;
/** The list's shift as written (Chromium spells the zero arguments `0px`, jsdom `0`). */
const shiftOf = (offset: number) => new RegExp(`^translate3d\\(${-offset}px, 0(px)?, 0(px)?\\)$`);

describe('logo strip view, replaying the generated paths', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(logoStripPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const actor = createActor(logoStripMachine).start();
      await replayPath(path, {
        async start() {
          // The path alone moves the machine: no real size, visibility or motion preference.
          render(<LogoStripView actorRef={actor} sensors={false} />);
        },
        async perform(event: EventObject) {
          const wrapper = region().parentElement as HTMLElement;
          switch (event.type) {
            case 'pointer.enter':
              return void fireEvent.pointerEnter(wrapper);
            case 'pointer.leave':
              return void fireEvent.pointerLeave(wrapper);
            case 'focus.enter':
              return void fireEvent.focus(wrapper);
            case 'focus.leave':
              return void fireEvent.blur(wrapper);
            case 'strip.toggle':
              return void fireEvent.click(screen.getByRole('button'));
            case TICK:
              return void act(() => vi.advanceTimersByTime(50));
            default:
              // Size, visibility and motion preference: what the (switched off) sensors report.
              return void act(() => actor.send(event as never));
          }
        },
        async expectState(expected: AnyMachineSnapshot) {
          expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value));
          const context = expected.context as LogoStripContext;
          expect(list().style.transform).toMatch(shiftOf(context.offset));
          const button = screen.queryByRole('button');
          if (expected.matches('still')) expect(button).toBeNull();
          else {
            expect(button).toHaveAccessibleName(context.userPaused ? t.resume : t.pause);
            expect(button).toHaveAttribute('aria-pressed', String(context.userPaused));
          }
        },
      });
    },
  );
});

describe('logo strip view', () => {
  it('shows every partner logo as a local image with its name and category', () => {
    render(<LogoStripView actorRef={createActor(logoStripMachine).start()} />);
    for (const item of INTEGRATIONS) {
      const image = screen.getByRole('img', { name: item.name });
      expect(image.getAttribute('src')).toMatch(/^\/logos\/.+\.svg$/);
      expect(image).toHaveAttribute('width', String(item.width));
      expect(image).toHaveAttribute('height', '40');
    }
    for (const category of Object.values(t.categories)) {
      expect(screen.getAllByText(category).length).toBeGreaterThan(0);
    }
  });
});
