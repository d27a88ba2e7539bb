/**
 * Runs a machine written as a transition table (`machines/island/island.table.ts`) where
 * xstate's runtime is too big: the first bundle (decision 0027). Each event the current state
 * takes moves it to its target (if any) and runs the transition's actions, then the target's
 * entry actions, with the context and the event; an event the state does not take is ignored,
 * as a machine ignores it.
 */
export interface TableRow {
  readonly tags: readonly string[];
  readonly entry?: readonly string[];
  readonly on: Partial<Record<string, readonly [string | null, ...string[]]>>;
}

export interface TableActor<State extends string, Tag extends string, Event, Context> {
  readonly state: State;
  /** The context the actions read and change. */
  readonly context: Context;
  hasTag(tag: Tag): boolean;
  send(event: Event): void;
}

export function tableActor<
  State extends string,
  Tag extends string,
  Event extends { type: string },
  Context,
>(
  table: Record<State, TableRow>,
  initial: State,
  context: Context,
  actions: Record<string, (context: Context, event: Event) => void>,
): TableActor<State, Tag, Event, Context> {
  let state = initial;
  return {
    context,
    get state() {
      return state;
    },
    hasTag: (tag) => table[state].tags.includes(tag),
    send(event) {
      const step = table[state].on[event.type];
      if (!step) return;
      const [target, ...names] = step;
      if (target) names.push(...(table[(state = target as State)].entry ?? []));
      for (const name of names) actions[name]!(context, event);
    },
  };
}
