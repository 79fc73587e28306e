/**
 * Keeps a demo that throws inside its own box: the reader sees which demo failed and why, with a
 * link to report it (a new issue prefilled with the page, the demo and the message), and the rest
 * of the page keeps working. Plain elements: the library's Alert was a chunk every component page
 * downloaded before it was interactive, for a message almost no reader sees.
 */
import * as React from 'react';
import styles from './DemoToolbar.module.css';

interface Props {
  /** The demo's name, shown in the message when `report` has none. */
  name: string;
  /**
   * The message in the reader's language (`demo.failed`), and the link that reports an error with
   * its label; absent: an English message and no link.
   */
  report?: {
    url: (message: string) => string;
    label: string;
    failed?: (message: string) => string;
  };
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
    const { name, report } = this.props;
    if (error) {
      return (
        <div role="alert" className={`demo-error ${styles.error}`}>
          {report?.failed
            ? report.failed(error.message)
            : `The ${name} demo failed to render: ${error.message}`}
          {report ? (
            <>
              {' '}
              <a
                href={report.url(error.message)}
                target="_blank"
                rel="noopener"
                className="demo-error-report"
                style={{ color: 'inherit' }}
              >
                {report.label}
              </a>
            </>
          ) : null}
        </div>
      );
    }
    return this.props.children;
  }
}
