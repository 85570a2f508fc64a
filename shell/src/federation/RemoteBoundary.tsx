import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';
import { RemoteFallback } from './RemoteFallback';
import { RemoteSkeleton } from './RemoteSkeleton';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

type State = { failure: 'none' | 'reloading' | 'failed' };

/** Keeps a remote's render error inside its own area; the rest of the page carries on. */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { failure: 'none' };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: isChunkLoadError(error) ? 'reloading' : 'failed' };
  }

  componentDidCatch(error: unknown) {
    console.error(`Remote ${this.props.remote} failed while rendering`, error);
    if (this.state.failure === 'reloading' && !reloadForChunkError()) this.setState({ failure: 'failed' });
  }

  private retry = () => {
    this.setState({ failure: 'none' });
    this.props.onRetry();
  };

  render() {
    if (this.state.failure === 'reloading') return <RemoteSkeleton />;
    if (this.state.failure === 'failed') return <RemoteFallback onRetry={this.retry} />;
    return this.props.children;
  }
}
