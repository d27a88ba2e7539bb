import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkBoundary } from './chunk';

/*
 * The German notice of a part whose code failed, the rest of the page working on and its
 * 'Erneut versuchen' are proven in Chromium (e2e/resilience.spec.ts, the FAQ island).
 */

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
