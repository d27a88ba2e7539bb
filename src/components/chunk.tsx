import {
  Component,
  use,
  useEffect,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { app } from '@/content/de/app';
import { ChunkLoadError, type Lazy } from '@/lib/lazy';

/** The German notice with 'Erneut versuchen' shown in place of a part whose code failed. */
export function ChunkError({
  onRetry,
  onShown,
  text = app.chunkError.text,
}: {
  onRetry: () => void;
  onShown?: () => void;
  /** What failed, if not a part of the page (a page the visitor was going to). */
  text?: string;
}) {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-ink">
      <p>{text}</p>
      <button type="button" className="btn-secondary mt-3" onClick={onRetry}>
        {app.chunkError.retry}
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Where the notice goes, when the part has no box of its own (a floating panel). */
  renderError?: (retry: () => void) => ReactNode;
  /** Called on 'Erneut versuchen', before the part renders again (to start a new load). */
  onRetry?: () => void;
}

/**
 * Keeps a code-split part's failure to itself: its `ChunkLoadError` shows the notice with a
 * retry in its place, and the rest of the page keeps working. Other errors pass on to the
 * route's error screen.
 */
export class ChunkBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    return this.props.renderError ? (
      this.props.renderError(this.retry)
    ) : (
      <ChunkError onRetry={this.retry} />
    );
  }
}

/**
 * A code-split component, like `React.lazy`, whose failed load can be retried (`lazy` keeps a
 * failure for good): put it inside a `ChunkBoundary` with `onRetry={retry}`. `code` is the
 * app's lazy loader of its module (`@/lib/lazy`).
 */
export function lazyChunk<P extends object>(code: Lazy<{ default: ComponentType<P> }>) {
  function Lazy(props: P): ReactElement {
    const Loaded = (code.value ?? use(code())).default;
    // The module's export: one stable value, not created here.
    return <Loaded {...props} />;
  }
  return {
    Component: Lazy,
    /** Fetches the code ahead (a failure shows when the component renders). */
    preload: () => code().then(() => {}),
    /** Forgets a failed attempt: the next render loads again. */
    retry: code.retry,
  };
}
