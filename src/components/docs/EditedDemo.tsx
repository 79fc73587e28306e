/**
 * The render of a live-edited demo. An edit that throws as it renders is reported to the editor,
 * and the demo goes on showing the last edit that rendered (or the original demo): a typo never
 * empties the box. Each edit that renders becomes the new fallback.
 */
import * as React from 'react';

interface Props {
  /** The component the latest edit compiled to. */
  component: React.ComponentType;
  /** What to show when it throws: the last good edit, or the original demo. */
  fallback: React.ReactNode;
  onError: (message: string) => void;
  onRendered: (component: React.ComponentType) => void;
}

interface State {
  /** The component the state is about: a new one clears the failure. */
  current: React.ComponentType;
  /** Whether `current` threw; the fallback shows until a new component arrives. */
  failed: boolean;
}

export default class EditedDemo extends React.Component<Props, State> {
  state: State = { current: this.props.component, failed: false };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.component === state.current ? null : { current: props.component, failed: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    this.props.onError(error instanceof Error ? error.message : String(error));
  }

  componentDidMount(): void {
    this.reportRendered();
  }

  componentDidUpdate(previous: Props): void {
    if (previous.component !== this.props.component) {
      this.reportRendered();
    }
  }

  private reportRendered(): void {
    if (!this.state.failed) {
      this.props.onRendered(this.props.component);
    }
  }

  render(): React.ReactNode {
    const { component: Component, fallback } = this.props;
    return this.state.failed ? fallback : <Component />;
  }
}
