/**
 * The optional comment after a vote: at most MAX_FEEDBACK_COMMENT characters, sent as JSON to
 * DOCS_FEEDBACK_URL when the build has one, otherwise carried by a prefilled new issue on the
 * docs repository. A failed POST says so and offers the issue link with the comment in it: the
 * comment is never lost silently.
 */
import * as React from 'react';
import {
  MAX_FEEDBACK_COMMENT,
  feedbackEndpoint,
  feedbackIssueUrl,
  feedbackPayload,
  type FeedbackVote,
} from '@/core/pageFeedback';
import { interpolate } from '@/core/i18n';
import '@/providers/strings/feedbackStrings';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { useSiteLinks } from '@/providers/SiteLinksProvider';
import ShellButton from '@/components/layout/ShellButton';
import { TEXT_LINK_CLASS } from '@/components/layout/textLink';
import styles from './PageFeedback.module.css';

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

export default function PageFeedbackForm({
  page,
  section,
  vote,
}: {
  page: string;
  section: string | null;
  vote: FeedbackVote;
}) {
  const t = useTranslate();
  const links = useSiteLinks();
  const endpoint = feedbackEndpoint(links.feedback ?? undefined);
  const [comment, setComment] = React.useState('');
  const [state, setState] = React.useState<SendState>('idle');
  const fieldId = React.useId();
  const countId = React.useId();
  const payload = feedbackPayload(page, section, vote, comment);
  const issueUrl = links.repository === '' ? null : feedbackIssueUrl(links.repository, payload);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (endpoint === null || payload.comment === '' || state === 'sending') {
      return;
    }
    setState('sending');
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      setState(response.ok ? 'sent' : 'failed');
    } catch {
      setState('failed');
    }
  };

  if (state === 'sent') {
    return (
      <p role="status" className={styles.sent}>
        {t('shell.feedbackThanks')}
      </p>
    );
  }

  return (
    <form className={`page-feedback-form ${styles.form}`} onSubmit={(event) => void send(event)}>
      <label htmlFor={fieldId} className={styles.label}>
        {t('feedback.comment')}
      </label>
      <textarea
        id={fieldId}
        className={styles.comment}
        rows={3}
        maxLength={MAX_FEEDBACK_COMMENT}
        value={comment}
        aria-describedby={countId}
        onChange={(event) => {
          setComment(event.target.value.slice(0, MAX_FEEDBACK_COMMENT));
          if (state === 'failed') setState('idle');
        }}
      />
      <div className={styles.actions}>
        <span id={countId} className={styles.count}>
          {interpolate(t('feedback.characters'), {
            count: comment.length,
            max: MAX_FEEDBACK_COMMENT,
          })}
        </span>
        {endpoint !== null ? (
          <ShellButton
            type="submit"
            variant="outlined"
            size="small"
            disabled={payload.comment === '' || state === 'sending'}
          >
            {state === 'sending' ? t('feedback.sending') : t('feedback.send')}
          </ShellButton>
        ) : null}
      </div>
      {state === 'failed' ? (
        <p role="alert" className={styles.failed}>
          {t('feedback.failed')}
        </p>
      ) : null}
      {issueUrl !== null && endpoint === null ? (
        <p className={styles.issue}>{t('feedback.issueHint')}</p>
      ) : null}
      {issueUrl !== null && (endpoint === null || state === 'failed') ? (
        // A paragraph of its own: a link inside text would need more than its colour to stand out.
        <p className={styles.issue}>
          <a href={issueUrl} target="_blank" rel="noopener noreferrer" className={TEXT_LINK_CLASS}>
            {t('feedback.openIssue')}
          </a>
        </p>
      ) : null}
    </form>
  );
}
