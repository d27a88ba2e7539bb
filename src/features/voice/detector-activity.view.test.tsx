import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { voice } from '@/content/de/voice';
import {
  SAMPLE_INTERVAL_MS,
  speakingDetectorMachine,
  SPEAKING_TIMEOUT_MS,
} from '@machines/speaking-detector/speaking-detector.machine';
import {
  SAMPLE_TICK,
  SPEAKING_TIMEOUT,
  speakingDetectorPaths,
} from '@machines/speaking-detector/speaking-detector.paths';
import { describePath, stateName } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { DetectorActivity, detectorActivity } from './detector-activity';

function readUi() {
  const region = screen.getByRole('region', { name: voice.activity.label });
  const level = region.querySelector<HTMLElement>('[style]');
  return {
    label: within(region).getByText(/./, { selector: 'p' }).textContent,
    level: Number(level?.style.getPropertyValue('--voice-level') ?? NaN),
  };
}

describe('voice activity, replaying the speaking detector’s generated paths', () => {
  it.each(speakingDetectorPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      // The detector samples on a simulated clock: its timers fire when the path says.
      const clock = new SimulatedClock();
      const actor = createActor(speakingDetectorMachine, { clock });
      await replayPath(path, {
        async start() {
          actor.start();
          render(<DetectorActivity actorRef={actor} />);
        },
        async perform(event: EventObject) {
          act(() => {
            if (event.type === SAMPLE_TICK) clock.increment(SAMPLE_INTERVAL_MS);
            else if (event.type === SPEAKING_TIMEOUT) clock.increment(SPEAKING_TIMEOUT_MS);
            // Levels, session start and end come from the driver that owns the detector.
            else actor.send(event as never);
          });
        },
        async expectState(expected: AnyMachineSnapshot) {
          expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value));
          expect(actor.getSnapshot().context).toEqual(expected.context);
          const activity = detectorActivity(actor.getSnapshot());
          const live = activity.tone !== 'idle';
          await waitFor(() =>
            expect(readUi()).toEqual({
              label: activity.label,
              level: live ? actor.getSnapshot().context.volume : 0,
            }),
          );
        },
      });
      actor.stop();
    },
  );
});
