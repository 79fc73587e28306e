/**
 * "Was this page helpful?" at the end of a docs page (docs/product-rules.md#page-feedback): Yes
 * and No, remembered per page; once the reader votes, thanks and an optional comment. The vote's
 * analytics event is the buttons' declared click (category `feedback`), which is only sent when
 * analytics is on for the visit. The comment form is its own chunk, loaded when a vote is cast
 * (or a pointer nears the buttons).
 */
import * as React from 'react';
import type { FeedbackVote } from '@/core/pageFeedbackVotes';
import { useTranslate } from '@/providers/UserLanguageProvider';
import ShellButton from '@/components/layout/ShellButton';
import { afterInteractive } from '@/components/layout/afterInteractive';
import { SEARCH_IGNORE_PROPS } from '@/core/searchMarkers';
import styles from './PageFeedback.module.css';

const loadForm = () => import('./PageFeedbackForm');
const loadStorage = () => import('./pageFeedbackStorage');
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
  // The stored vote is read once the page is interactive: the server's HTML has none.
  const [vote, setVote] = React.useState<FeedbackVote | null>(null);
  const [votedNow, setVotedNow] = React.useState(false);
  // A vote cast before the stored one is read wins over it.
  const castRef = React.useRef(false);
  React.useEffect(() => {
    let active = true;
    castRef.current = false;
    setVote(null);
    setVotedNow(false);
    // Once the page is interactive: its first scripts need not carry the stored votes' rules.
    const cancel = afterInteractive(() => {
      void loadStorage().then(({ readVote }) => {
        if (active && !castRef.current) setVote(readVote(page));
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, [page]);

  const cast = (next: FeedbackVote) => {
    castRef.current = true;
    setVote(next);
    setVotedNow(true);
    void loadStorage().then(({ saveVote }) => saveVote(page, next));
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
