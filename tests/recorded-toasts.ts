import { vi } from 'vitest';
import type { Toasts } from '@/components/toasts';
import type { ExpectedToast } from '@tests/expected/call-surfaces.expected';

/**
 * The app's notifications for a view test (`renderWithRouter(ui, path, { toasts })`): every
 * toast a view raises is recorded, not shown. Make one per test.
 */
export function recordedToasts() {
  const success = vi.fn<Toasts['success']>();
  const failure = vi.fn<Toasts['error']>();
  return {
    toasts: { success, error: failure } satisfies Toasts,
    success,
    failure,
    /** The toasts raised since the last `clear()`, in the order they were raised. */
    shown: (): ExpectedToast[] =>
      (['success', 'error'] as const)
        .flatMap((kind) => {
          const { calls, invocationCallOrder } = (kind === 'success' ? success : failure).mock;
          return calls.map(([title, options], index) => ({
            order: invocationCallOrder[index] ?? 0,
            toast: { kind, title: String(title), description: options?.description },
          }));
        })
        .sort((a, b) => a.order - b.order)
        .map(({ toast }) => toast),
    clear() {
      success.mockClear();
      failure.mockClear();
    },
  };
}
