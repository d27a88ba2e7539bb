import { describe, expect, it, onTestFinished } from 'vitest';
import { guardDeferredIslands } from './deferred-islands';

/**
 * A deferred island on a prerendered page (docs/start-up.md): taps held before its code came
 * are replayed once it is ready. What the guard keeps from React, its wake-ups and the replay
 * itself are proven in Chromium (deferred-islands.view.test.tsx, e2e/start-up.spec.ts); this
 * is the case no browser path reaches: hydration replaced the tapped element.
 */

describe('a deferred island before its code has come', () => {
  it('replays a held tap on the element that replaced the tapped one (same id), never on a lost one', () => {
    const scope = document.createElement('div');
    document.body.append(scope);
    const tapped = Object.assign(document.createElement('button'), { id: 'faq:trigger:1' });
    const gone = document.createElement('button');
    scope.append(tapped, gone);
    // Hydration replaced both buttons: the first one's successor has its id, the second none.
    const successor = Object.assign(document.createElement('button'), { id: 'faq:trigger:1' });
    const clicks: string[] = [];
    successor.addEventListener('click', () => clicks.push('successor'));
    tapped.addEventListener('click', () => clicks.push('tapped'));
    gone.addEventListener('click', () => clicks.push('gone'));
    scope.replaceChildren(successor);
    const islands = guardDeferredIslands();
    onTestFinished(islands.stop);
    islands.replayTaps(scope, [tapped, gone]);
    expect(clicks).toEqual(['successor']);
    expect(document.activeElement).toBe(successor);
    scope.remove();
  });
});
