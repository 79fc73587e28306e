/** The first focusable element of every page: jumps past the header and navigation. */
import * as React from 'react';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { MAIN_CONTENT_ID } from '@/core/pageIds';
import styles from './SkipLink.module.css';

export default function SkipLink() {
  const t = useTranslate();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={`skip-link ${styles.skipLink}`}>
      {t('shell.skipToContent')}
    </a>
  );
}
