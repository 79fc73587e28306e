/** Keeps a combination of props that makes the component throw inside the playground's preview. */
import * as React from 'react';

interface Props {
  /** The message shown for an error. */
  message: (error: Error) => string;
  children: React.ReactNode;
}

interface State {
  error: Error | null;
}

export default class PlaygroundErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render(): React.ReactNode {
    const { error } = this.state;
    return error ? <p role="alert">{this.props.message(error)}</p> : this.props.children;
  }
}
