/** What an API page states about the component's root: ref, other props, theme key. */
import * as React from 'react';
import type { ApiDoc } from '@/content/api/types';
import { useTranslate } from '@/providers/UserLanguageProvider';
import '@/providers/strings/apiStrings';
import styles from './ApiContent.module.css';

/** A translated sentence with each `{key}` replaced by `value` in code. */
function withCode(template: string, key: string, value: string): React.ReactNode {
  return template.split(`{${key}}`).map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 ? <code>{value}</code> : null}
      {part}
    </React.Fragment>
  ));
}

export default function ApiNotes({ doc }: { doc: ApiDoc }) {
  const t = useTranslate();
  if (!doc.refForwarded && !doc.spread && !doc.themeName) return null;
  return (
    <ul className={styles.notes}>
      {doc.refForwarded ? (
        <li data-api-note="ref">
          {doc.rootElement
            ? withCode(t('api.refForwarded'), 'element', doc.rootElement)
            : t('api.refForwardedUnnamed')}
        </li>
      ) : null}
      {doc.spread ? (
        <li data-api-note="spread">{withCode(t('api.spread'), 'component', doc.spread)}</li>
      ) : null}
      {doc.themeName ? (
        <li data-api-note="theme">{withCode(t('api.themeName'), 'name', doc.themeName)}</li>
      ) : null}
    </ul>
  );
}
