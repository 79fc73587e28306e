/** What an API entry is, and the parts every layout shows of it: its name and its description. */
import * as React from 'react';
import { interpolate } from '@/core/i18n';
import { useTranslate } from '@/providers/UserLanguageProvider';
import '@/providers/strings/apiStrings';
import type { ApiCallback } from '@/content/api/types';
import styles from './ApiEntries.module.css';

export interface ApiEntry {
  /** Anchor id, e.g. `prop-variant`. */
  id: string;
  name: string;
  /** Short facts shown beside the name (type, default, class name). */
  facts: { label: string; value: string }[];
  /** HTML from the doc comment. */
  descriptionHtml: string;
  required?: boolean;
  deprecated?: string | null;
  /** A callback's arguments and result from its doc comment; texts are HTML. */
  callback?: ApiCallback;
}

/**
 * A callback's arguments, each with its type and meaning, and what it returns. The meanings are
 * HTML paragraphs rendered from the doc comment, so each sits in a block of its own.
 */
function CallbackSignature({ callback }: { callback: ApiCallback }) {
  const t = useTranslate();
  const { returns } = callback;
  return (
    <div className={styles.callback} data-api-note="callback">
      {callback.parameters.length > 0 ? (
        <>
          <p className={styles.callbackTitle}>{t('api.callbackArguments')}</p>
          <ul className={styles.callbackList}>
            {callback.parameters.map((parameter) => (
              <li key={parameter.name}>
                <code>
                  {parameter.name}
                  {parameter.optional ? '?' : ''}
                  {parameter.type ? `: ${parameter.type}` : ''}
                </code>
                {parameter.description ? (
                  <div
                    className={styles.callbackText}
                    dangerouslySetInnerHTML={{ __html: parameter.description }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {returns ? (
        <>
          <p className={styles.callbackTitle}>
            {t('api.callbackReturns')}
            {returns.type ? (
              <>
                {' '}
                <code className={styles.callbackType}>{returns.type}</code>
              </>
            ) : null}
          </p>
          {returns.description ? (
            <div
              className={styles.callbackText}
              dangerouslySetInnerHTML={{ __html: returns.description }}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The entry's name; a link to itself unless it sits in a <summary>, which must hold no link. */
export function ApiEntryName({ entry, linked = true }: { entry: ApiEntry; linked?: boolean }) {
  const t = useTranslate();
  return (
    <>
      {linked ? (
        <a href={`#${entry.id}`}>
          <code>{entry.name}</code>
        </a>
      ) : (
        <code>{entry.name}</code>
      )}
      {entry.required ? <span className={styles.flag}>{t('api.required')}</span> : null}
      {entry.deprecated ? <span className={styles.flag}>{t('api.deprecated')}</span> : null}
    </>
  );
}

export function ApiEntryDescription({ entry }: { entry: ApiEntry }) {
  const t = useTranslate();
  return (
    <>
      {entry.deprecated ? (
        <p className={styles.deprecatedBecause}>
          {interpolate(t('api.deprecatedBecause'), { reason: entry.deprecated })}
        </p>
      ) : null}
      <div
        className="api-description"
        dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }}
      />
      {entry.callback ? <CallbackSignature callback={entry.callback} /> : null}
    </>
  );
}
