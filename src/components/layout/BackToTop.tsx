/**
 * "Back to top" (docs/product-rules.md#back-to-top): a round button at the bottom end corner once
 * the reader has scrolled past about two screens. It scrolls to the top and moves focus to the
 * main content, so a keyboard reader carries on from there. The frame keeps room for it below
 * the content (AppFrame.module.css), so at the end of a page it covers nothing.
 */
import * as React from 'react';
import { backToTopVisible } from '@/core/backToTop';
import { MAIN_CONTENT_ID } from '@/core/pageIds';
import { useTranslate } from '@/providers/UserLanguageProvider';
import ShellButton from './ShellButton';
import { ArrowUpIcon } from './HeaderIcons';
import styles from './BackToTop.module.css';

export default function BackToTop() {
  const t = useTranslate();
  const [visible, setVisible] = React.useState(false);

  React.useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(backToTopVisible(window.scrollY, window.innerHeight));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) {
    return null;
  }
  return (
    <ShellButton
      type="button"
      variant="icon"
      aria-label={t('shell.backToTop')}
      title={t('shell.backToTop')}
      data-ga-event-category="back-to-top"
      data-ga-event-action="click"
      className={`back-to-top ${styles.button}`}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </ShellButton>
  );
}
