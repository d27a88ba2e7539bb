import type { EventObject } from 'xstate';
import { http } from 'msw';
import { demoEnv } from '../src/config/demo-env';
import { type SendError } from '../machines/demo-form/demo-form.machine';
import { demoFormPaths } from '../machines/demo-form/demo-form.paths';
import type { Field } from '../machines/demo-form/demo-form.types';
import {
  DEMO_FORM_TOAST_TITLES as titles,
  DEMO_FORM_TOASTS,
  expectedDemoFormScreens,
} from '../tests/expected/demo-form.expected';
import { demoRequestAnswers } from '../src/mocks/demo-request.handlers';
import { describePath } from '../tests/model/paths';
import { compareScreen, replayPath } from '../tests/model/replay';
import { expect, test } from './fixtures';
import { DemoFormPage } from './pages/demo-form.page';
import { countToasts, toastsShown } from './toasts';

/** Toasts shown with this title and its description (a toast's text is the two in a row). */
const shownWith = (page: Parameters<typeof toastsShown>[0], title: string) => {
  const toast = Object.values(DEMO_FORM_TOASTS).find((candidate) => candidate.title === title);
  return toastsShown(page, `${title}${toast?.description ?? ''}`);
};

test.describe('demo form: generated paths replayed in Chromium', () => {
  test.use({ allowConsoleErrors: /Demo-Anfrage fehlgeschlagen|Failed to load resource/ });

  for (const path of demoFormPaths) {
    test(describePath(path), async ({ page, network }) => {
      const form = new DemoFormPage(page);
      // The screens the spec expects along the path, written before anything runs.
      const expectedSteps = expectedDemoFormScreens(path.steps.map((step) => step.event));
      let stepIndex = 0;
      let before = new Map<string, number>();
      const counts = async () =>
        new Map(
          await Promise.all(
            titles.map(async (title) => [title, await shownWith(page, title)] as const),
          ),
        );

      // The webhook holds each request until the path's next step (done / error) releases it,
      // so that the submitting state is visible; a timeout step never releases it.
      let release: (() => void) | undefined;
      const arrangeAnswer = (next: EventObject | undefined) => {
        const answer = (() => {
          if (!next?.type.startsWith('xstate.error.actor.')) return demoRequestAnswers.ok;
          const { failure } = (next as EventObject & { error: SendError }).error;
          return failure === 'status'
            ? demoRequestAnswers.status500
            : demoRequestAnswers.unreachable;
        })();
        network.use(
          http.post(demoEnv.VITE_DEMO_WEBHOOK_URL, async () => {
            await new Promise<void>((resolve) => (release = resolve));
            return answer();
          }),
        );
      };

      await replayPath(path, {
        async start() {
          await page.clock.install();
          await countToasts(page);
          await form.open();
        },
        async perform(event, next) {
          stepIndex += 1;
          before = await counts();
          if (event.type === 'field.change') {
            const { field, value } = event as EventObject & { field: Field; value: string };
            await form.fill(field, value);
          } else if (event.type === 'form.submit') {
            arrangeAnswer(next);
            await form.submit.click();
          } else if (event.type.startsWith('xstate.after.')) {
            await page.clock.fastForward(60_000);
          } else {
            // done / error: the held request is answered as arranged at submit.
            release?.();
          }
        },
        async expectState() {
          const { ui, toast } = expectedSteps[stepIndex]!;
          await expect.poll(() => form.readUi()).toEqual(ui);
          const screenFacts = compareScreen(await form.readUi(), ui);
          const raised: Record<string, number> = {};
          const expectedRaised: Record<string, number> = {};
          for (const title of titles) {
            expectedRaised[title] = title === toast ? 1 : 0;
            await expect
              .poll(() => shownWith(page, title), { message: `toasts "${title}" shown` })
              .toBe((before.get(title) ?? 0) + expectedRaised[title]);
            raised[title] = (await shownWith(page, title)) - (before.get(title) ?? 0);
          }
          return [
            ...screenFacts,
            ...compareScreen({ newToasts: raised }, { newToasts: expectedRaised }),
          ];
        },
      });
    });
  }
});
