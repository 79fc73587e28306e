/**
 * Keeps a demo that throws inside its own box: the reader sees which demo failed and why, and the
 * rest of the page keeps working.
 */
import * as React from 'react';
import Alert from '@mui/material/Alert';

interface Props {
  /** The demo's name, shown in the message. */
  name: string;
  children: React.ReactNode;
}

interface State {
  error: Error | null;
}

export default class DemoErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render(): React.ReactNode {
    const { error } = this.state;
    if (error) {
      return (
        <Alert severity="error" role="alert" className="demo-error">
          The {this.props.name} demo failed to render: {error.message}
        </Alert>
      );
    }
    return this.props.children;
  }
}
