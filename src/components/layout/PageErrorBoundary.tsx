/**
 * Keeps the shell usable when a page throws while rendering: the header and navigation stay, and
 * the content area says what happened and offers to reset the stored preferences (the likeliest
 * cause a reader can fix) and reload. Moving to another page clears the error. The notice uses
 * plain elements with inline styles, not the theme, so a broken theme cannot break it too.
 */
import * as React from 'react';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { resetStoredPreferences } from '@/providers/resetPreferences';
import { interpolate } from '@/core/i18n';

interface NoticeProps {
  error: Error;
  reload: () => void;
}

function PageErrorNotice({ error, reload }: NoticeProps) {
  const t = useTranslate();
  return (
    <section
      role="alert"
      data-testid="page-error"
      style={{
        maxWidth: 640,
        margin: '32px auto',
        padding: 24,
        border: '1px solid #d32f2f',
        borderRadius: 12,
        fontFamily: 'inherit',
      }}
    >
      <h1 style={{ fontSize: '1.5rem', margin: '0 0 12px' }}>{t('pageError.title')}</h1>
      <p style={{ margin: '0 0 12px' }}>{t('pageError.description')}</p>
      <p style={{ margin: '0 0 16px', fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {interpolate(t('pageError.details'), { message: error.message.slice(0, 300) })}
      </p>
      <button
        type="button"
        onClick={() => {
          resetStoredPreferences();
          reload();
        }}
        style={{ font: 'inherit', padding: '6px 16px', borderRadius: 8, cursor: 'pointer' }}
      >
        {t('pageError.reset')}
      </button>
    </section>
  );
}

interface BoundaryProps {
  /** A change (the page's path) clears a caught error. */
  resetKey: string;
  /** Reloads the page after a reset (injectable for tests). */
  reload?: () => void;
  children: React.ReactNode;
}

interface BoundaryState {
  error: Error | null;
  resetKey: string;
}

export default class PageErrorBoundary extends React.Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render(): React.ReactNode {
    const { error } = this.state;
    if (error) {
      return (
        <PageErrorNotice
          error={error}
          reload={this.props.reload ?? (() => window.location.reload())}
        />
      );
    }
    return this.props.children;
  }
}
