/**
 * A docs page's title with `Copy page` at its inline end: one flex row, so the button sits on the
 * same side before and after the scripts run in either direction.
 */
import * as React from 'react';
import CopyPageButton from './CopyPageButton';
import styles from './PageTitleRow.module.css';

export default function PageTitleRow({ title, path }: { title: string; path: string }) {
  return (
    <div className={`page-title-row ${styles.row}`}>
      <h1 className={styles.title}>{title}</h1>
      <CopyPageButton path={path} className={styles.copyPage} />
    </div>
  );
}
