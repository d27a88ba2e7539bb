import type { StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type ReactElement } from 'react';
import {
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { neutralized } from '../tests/model/coverage';
import { generatePaths, stateName, type PathPlan } from '../tests/model/paths';

export interface StateStoryOptions<TRef extends AnyActorRef> {
  plan: PathPlan;
  /** Machine to run, e.g. with fakes provided; defaults to the plan's machine with every actor neutral. */
  machine?: AnyStateMachine;
  render: (actorRef: TRef) => ReactElement;
  /** What each state means for the visitor, shown below the view; `dark`: on a dark page. */
  meaning?: Record<string, string>;
  dark?: boolean;
}

/**
 * One story per machine state: `const story = stateStories({ plan, render })`, then
 * `export const Submitting = story('submitting')`. The story replays the shortest generated
 * path to that state on a live actor (invoked actors never settle unless `machine` provides
 * fakes), so what it shows is exactly what the machine does. The story's parameters name the
 * machine and state; a test checks that every reachable state has its story.
 */
export function stateStories<TRef extends AnyActorRef>(options: StateStoryOptions<TRef>) {
  const paths = generatePaths(options.plan);
  /** `where`: a variant of the state (its context), e.g. ready after a refused microphone. */
  return (
    state: string,
    extra: Partial<StoryObj> = {},
    where: (snapshot: AnyMachineSnapshot) => boolean = () => true,
  ): StoryObj => {
    const path = paths
      .filter((candidate) => stateName(candidate.state.value) === state && where(candidate.state))
      .sort((a, b) => a.steps.length - b.steps.length)[0];
    if (!path) throw new Error(`${options.plan.name}: no generated path reaches "${state}"`);
    return {
      ...extra,
      parameters: {
        ...extra.parameters,
        machine: options.plan.machine.id,
        machineState: state,
      },
      render: () => (
        <StateHost
          start={() => {
            const actor = createActor(options.machine ?? neutralized(options.plan.machine), {
              input: options.plan.input as never,
            });
            actor.start();
            for (const step of path.steps.slice(1)) actor.send(step.event);
            return actor as unknown as TRef;
          }}
          render={
            options.meaning
              ? (actorRef) => <Captioned actorRef={actorRef} {...options} />
              : options.render
          }
        />
      ),
    };
  };
}

/** Creates the story's actor once per mount and stops it on unmount. */
function StateHost<TRef extends AnyActorRef>(props: {
  start: () => TRef;
  render: (actorRef: TRef) => ReactElement;
}) {
  const [actor] = useState(props.start);
  useEffect(() => () => actor.stop(), [actor]);
  return props.render(actor);
}

/** The view with what its state means below it. */
function Captioned<TRef extends AnyActorRef>(props: StateStoryOptions<TRef> & { actorRef: TRef }) {
  const state = useSelector(props.actorRef, (snapshot) => String(snapshot.value));
  const dark = props.dark === true;
  return (
    <div className={`flex max-w-sm flex-col gap-3 ${dark ? 'rounded-2xl bg-slate-950 p-4' : ''}`}>
      {props.render(props.actorRef)}
      <p className={`text-sm ${dark ? 'text-slate-200' : 'text-ink-soft'}`}>
        {props.meaning?.[state]}
      </p>
    </div>
  );
}
