import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazy } from '@/lib/lazy';
import { ChunkBoundary, lazyChunk } from './chunk';

/** Catches what ChunkBoundary passes on. */
class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Fehlerseite</p> : this.props.children;
  }
}

describe('ChunkBoundary', () => {
  it("shows the German notice for a part whose code failed; 'Erneut versuchen' loads it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: ComponentType<object> }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>Der Teil ist da</p> });
    const code = lazy(load);
    const part = lazyChunk(code);
    await act(async () => {
      render(
        <Outer>
          <p>Der Rest der Seite</p>
          <ChunkBoundary onRetry={part.retry}>
            <Suspense fallback={null}>
              <part.Component />
            </Suspense>
          </ChunkBoundary>
        </Outer>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Teil der Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.',
    );
    expect(screen.getByText('Der Rest der Seite')).toBeInTheDocument();
    // In act: React renders the part again once the new load resolves.
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    });
    expect(await screen.findByText('Der Teil ist da')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes any other error on (to the route’s error screen)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): ReactNode {
      throw new Error('a bug, not a missing chunk');
    }
    render(
      <Outer>
        <ChunkBoundary>
          <Broken />
        </ChunkBoundary>
      </Outer>,
    );
    expect(screen.getByText('Fehlerseite')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
