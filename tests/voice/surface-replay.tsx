import { act, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { serializeCallState } from '@machines/call/call.paths';
import type { CallActorRef } from '@machines/call/call.machine';
import type { CallEmitted, CallInput } from '@machines/call/call.types';
import { describePath, stateName, type MachinePath } from '@tests/model/paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { renderWithRouter } from '@tests/render';
import type { recordedToasts } from '@tests/toasts';
import { callModelsAlong, type CallModel, type CallRules } from '@tests/expected/call.model';
import {
  toastScreen,
  type ActivityTone,
  type ExpectedToast,
} from '@tests/expected/widget-dialog.expected';
import { controlledCall, isEnvironmentEvent } from './call-harness';
import { isCallFeatureIntent, performCallFeatureIntent } from './call-features';

/** What the replay hands a surface's `perform`. */
export interface SurfaceStep {
  actor: CallActorRef;
  user: UserEvent;
  /** The surface's one button of that name. */
  button(name: string | RegExp): HTMLElement;
}

/**
 * One call surface (agent page, widget dialog, `/full`) as the replay drives and reads it. Its
 * oracle (`expectedUi`, `expectedToasts`, from `tests/expected/`) reads the spec's call played
 * along the path's events, never the machine.
 */
export interface CallSurface<Ui extends object> {
  input: CallInput;
  /** The spec's rules for this surface's call (whom it names, what connects it). */
  rules: CallRules;
  paths: readonly MachinePath[];
  /** The surface with its container's toasts, around a started actor. */
  render(actor: CallActorRef): ReactElement;
  /** The element that holds the surface's controls (the page's region, the dialog, `main`). */
  root(): HTMLElement;
  /** Waits until the surface is on screen after rendering (the dialog opens in an effect). */
  shown?(): Promise<unknown>;
  /** Makes one of the visitor's events happen through the surface's own controls. */
  perform(event: EventObject, step: SurfaceStep): Promise<void>;
  readUi(): Ui;
  expectedUi(model: CallModel): Ui;
  expectedToasts(emitted: readonly CallEmitted[]): ExpectedToast[];
}

/** The activity dot's colour classes, named as the spec names the ring's colours. */
export const ACTIVITY_DOTS: Record<string, ActivityTone> = {
  'bg-slate-400': 'idle',
  'bg-amber-500': 'loading',
  'bg-brand-600': 'connected',
  'bg-sky-500': 'speaking',
};

/** The colour class of a status dot (the first `span` inside `element`), named by `names`. */
export function dotOf<T extends string>(
  element: Element | null | undefined,
  names: Record<string, T>,
) {
  return [...(element?.querySelector('span')?.classList ?? [])]
    .map((name) => names[name])
    .find((tone) => tone !== undefined);
}

/** The recap card titled `title` inside `scope`, if shown: its title, then its actions in order. */
export function readRecap(scope: HTMLElement, title: string): string[] | null {
  const card = within(scope).queryByRole('region', { name: title });
  if (!card) return null;
  return [
    title,
    ...[...card.querySelectorAll('button, a')].map((a) => a.textContent?.trim() ?? ''),
  ];
}

/**
 * One test per path of the surface: each event made through the surface's controls, and after
 * each step the machine's state (value and context), the screen and the toasts compared with
 * the oracle. At the end no microphone is left open.
 */
export function replayCallSurface<Ui extends object>(
  surface: CallSurface<Ui>,
  recorded: () => ReturnType<typeof recordedToasts>,
) {
  it.each(surface.paths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const call = controlledCall(surface.input);
      const { actor } = call;
      const user = userEvent.setup();
      const button = (name: string | RegExp) =>
        within(surface.root()).getByRole('button', { name });
      // What the spec's call shows and reports after each of the path's events, played before
      // anything runs.
      const expectedSteps = callModelsAlong(
        path.steps.map((step) => step.event),
        surface.rules,
      );
      let stepIndex = 0;

      await replayPath(path, {
        async start() {
          actor.start();
          await renderWithRouter(surface.render(actor), '/', { toasts: recorded().toasts });
          await surface.shown?.();
        },
        async perform(event: EventObject) {
          stepIndex += 1;
          recorded().clear();
          if (event.type === 'page.left')
            act(() => {
              window.dispatchEvent(new Event('pagehide'));
            });
          else if (isCallFeatureIntent(event)) performCallFeatureIntent(event, surface.root());
          else if (isEnvironmentEvent(event)) await act(async () => call.answer(event));
          else await surface.perform(event, { actor, user, button });
        },
        async expectState(expected: AnyMachineSnapshot) {
          await waitFor(() =>
            expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)),
          );
          expect(serializeCallState(actor.getSnapshot())).toBe(serializeCallState(expected));
          const { model, emitted } = expectedSteps[stepIndex]!;
          const ui = surface.expectedUi(model);
          const screenFacts = await waitFor(() => compareScreen(surface.readUi(), ui));
          return [
            ...screenFacts,
            ...compareScreen(
              toastScreen(recorded().shown()),
              toastScreen(surface.expectedToasts(emitted)),
            ),
          ];
        },
      });
      actor.stop();
      expect(call.microphones.every((microphone) => !microphone.live)).toBe(true);
    },
    20_000,
  );
}
