import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { navigationNoticeMachine } from './navigation-notice.machine';
import { selectIsRetrying, selectIsShown } from './navigation-notice.selectors';

const blog = { href: '/blog', replace: false, state: { __TSR_key: 'a1' } };

function notice() {
  const emitted: EventObject[] = [];
  const actor = createActor(navigationNoticeMachine);
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

// What each failure, retry, success and dismissal does in every state (the remembered navigation,
// the one retry asked for): navigation-notice.paths.test.ts. Here what the paths cannot show: the
// history state carried along, and the selectors.
describe('navigation notice (a page whose code did not load)', () => {
  it('shown from a failure; the retry is asked for with its state', () => {
    const { actor, emitted } = notice();
    const read = () => [selectIsShown(actor.getSnapshot()), selectIsRetrying(actor.getSnapshot())];
    expect(read()).toEqual([false, false]);
    actor.send({ type: 'navigation.failed', location: blog });
    expect(read()).toEqual([true, false]);
    actor.send({ type: 'retry' });
    expect(read()).toEqual([true, true]);
    expect(emitted).toEqual([{ type: 'navigation.retry', location: blog }]);
  });
});
