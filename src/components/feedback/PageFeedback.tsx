/**
 * "Was this page helpful?" at the end of a docs page (docs/product-rules.md#page-feedback): Yes
 * and No, remembered per page; once the reader votes, thanks and an optional comment. The vote's
 * analytics event is the buttons' declared click (category `feedback`), which is only sent when
 * analytics is on for the visit. The comment form is its own chunk, loaded when a vote is cast
 * (or a pointer nears the buttons).
 */
import * as React from 'react';
import {
  PAGE_FEEDBACK_KEY,
  parseFeedbackVotes,
  voteFor,
  withVote,
  type FeedbackVote,
} from '@/core/pageFeedbackVotes';
import { readStorage, writeStorage } from '@/providers/browserStorage';
import { useTranslate } from '@/providers/UserLanguageProvider';
import ShellButton from '@/components/layout/ShellButton';
import { SEARCH_IGNORE_PROPS } from '@/core/searchMarkers';
import styles from './PageFeedback.module.css';

const loadForm = () => import('./PageFeedbackForm');
const PageFeedbackForm = React.lazy(loadForm);

export default function PageFeedback({
  page,
  section,
}: {
  /** The page's canonical path. */
  page: string;
  /** The page's area, or null. */
  section: string | null;
}) {
  const t = useTranslate();
  const questionId = React.useId();
  // The stored vote is read after hydration: the server's HTML has none.
  const [vote, setVote] = React.useState<FeedbackVote | null>(null);
  const [votedNow, setVotedNow] = React.useState(false);
  React.useEffect(() => {
    setVote(voteFor(parseFeedbackVotes(readStorage(PAGE_FEEDBACK_KEY)), page));
    setVotedNow(false);
  }, [page]);

  const cast = (next: FeedbackVote) => {
    const votes = withVote(parseFeedbackVotes(readStorage(PAGE_FEEDBACK_KEY)), page, next);
    writeStorage(PAGE_FEEDBACK_KEY, JSON.stringify(votes));
    setVote(next);
    setVotedNow(true);
  };

  return (
    <section
      aria-label={t('shell.feedbackRegion')}
      className={`page-feedback ${styles.feedback}`}
      {...SEARCH_IGNORE_PROPS}
    >
      <div role="group" aria-labelledby={questionId} className={styles.question}>
        <p id={questionId} className={styles.questionText}>
          {t('shell.feedbackQuestion')}
        </p>
        {(['yes', 'no'] as const).map((option) => (
          <ShellButton
            key={option}
            type="button"
            variant="outlined"
            size="small"
            aria-pressed={vote === option}
            data-ga-event-category="feedback"
            data-ga-event-action={option}
            data-ga-event-label={page}
            onClick={() => cast(option)}
            onPointerEnter={() => void loadForm()}
          >
            {option === 'yes' ? t('shell.feedbackYes') : t('shell.feedbackNo')}
          </ShellButton>
        ))}
      </div>
      <p role="status" className={styles.thanks}>
        {vote !== null ? t('shell.feedbackThanks') : ''}
      </p>
      {vote !== null && votedNow ? (
        <React.Suspense fallback={null}>
          <PageFeedbackForm page={page} section={section} vote={vote} />
        </React.Suspense>
      ) : null}
    </section>
  );
}
