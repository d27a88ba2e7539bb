import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetDialogShell } from './widget-dialog-shell';

/** A dialog as Ark mounts it: its portal a frame after the commit, its trap's focus later. */
function LateDialog() {
  const [mounted, setMounted] = useState(false);
  if (!mounted) requestAnimationFrame(() => setMounted(true));
  return mounted ? (
    <div role="dialog" tabIndex={-1}>
      <button type="button" onClick={() => {}}>
        Mikrofon
      </button>
    </div>
  ) : null;
}

function Widget({ replaced, failed }: { replaced: boolean; failed?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">Sprach-Assistent öffnen</button>
      <a href="#hinter">Seite dahinter</a>
      {!open ? null : replaced ? (
        failed ? null : (
          <LateDialog />
        )
      ) : (
        <WidgetDialogShell
          onClose={() => setOpen(false)}
          fallbackFocusEl={() => screen.getByRole('button', { name: 'Sprach-Assistent öffnen' })}
        />
      )}
    </>
  );
}

const tab = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(count);
  });

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the widget frame hands the focus to the dialog that replaces it', () => {
  it('holds a Tab until the late dialog has the focus, then lets it go', async () => {
    const view = render(<Widget replaced={false} />);
    expect(screen.getByRole('dialog', { name: 'Sprach-Assistent' })).toHaveFocus();
    view.rerender(<Widget replaced />);
    await Promise.resolve();
    // The dialog is not in the document yet: a Tab now must not reach the page behind.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tab()).toBe(false);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus(), { timeout: 5000 });
    // Still held while the dialog itself (not yet a control in it) has the focus.
    expect(tab()).toBe(false);
    // The trap moves the focus to the microphone: from then on Tab belongs to the dialog.
    screen.getByRole('button', { name: 'Mikrofon' }).focus();
    await frames(2);
    expect(tab()).toBe(true);
  });

  it('gives the focus to the widget button when no dialog comes (its code failed)', async () => {
    // The hand-over counts frames (30, ~0.5 s): the page's clock, not the host's.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const view = render(<Widget replaced={false} />);
    view.rerender(<Widget replaced failed />);
    await Promise.resolve();
    expect(tab()).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    expect(tab(), 'still waiting for a dialog after 400 ms').toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(screen.getByRole('button', { name: 'Sprach-Assistent öffnen' })).toHaveFocus();
    expect(tab()).toBe(true);
  });

  it('closed with Escape: the widget button has the focus at once and Tab is free', () => {
    render(<Widget replaced={false} />);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Sprach-Assistent' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sprach-Assistent öffnen' })).toHaveFocus();
    expect(tab()).toBe(true);
  });
});
