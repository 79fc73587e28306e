/**
 * A demo's open code (Demo.tsx): the highlighted source, which a focus or click turns into the
 * live editor (liveEdit/), or the editor itself once it has loaded, holding the reader's draft.
 */
import * as React from 'react';
import { interpolate } from '@/core/i18n';
import type { CodeVariant } from '@/core/codePreferences';
import CodeBlock from '@/components/code/CodeBlock';
import { useTranslate } from '@/providers/UserLanguageProvider';
import '@/providers/strings/demoStrings';
import type { Draft, LiveEditor } from './liveEdit/useLiveEdit';
import type { ShownSource } from './demoSource';

export default function DemoCodeArea({
  shown,
  demoName,
  folder,
  codeVariant,
  resets,
  editable,
  Editor,
  editing,
  draftCode,
  setDraft,
  onStartEditing,
  onComponent,
  runtimeError,
  onEscape,
}: {
  shown: ShownSource;
  demoName: string;
  /** The demo's folder, whose modules the edited code may import. */
  folder: string;
  codeVariant: CodeVariant;
  /** The demo's reset count: a reset starts the editor afresh. */
  resets: number;
  /** False for a demo whose marker disables live editing: the code is only shown. */
  editable: boolean;
  Editor: LiveEditor | null;
  editing: boolean;
  /** The reader's draft in the shown language, if any. */
  draftCode: string | null;
  setDraft: (draft: Draft) => void;
  onStartEditing: () => void;
  onComponent: (component: React.ComponentType) => void;
  runtimeError: string | null;
  onEscape: () => void;
}) {
  const t = useTranslate();
  const label = interpolate(t('demo.editCode'), { name: demoName });
  if (Editor && editing) {
    return (
      <Editor
        key={`${codeVariant}:${resets}`}
        value={draftCode ?? shown.code}
        onChange={(next) => setDraft({ language: codeVariant, code: next })}
        language={codeVariant}
        label={label}
        hint={t('demo.editHint')}
        errorLabel={t('demo.editError')}
        folder={folder}
        onComponent={onComponent}
        runtimeError={runtimeError}
        onEscape={onEscape}
      />
    );
  }
  return (
    <CodeBlock
      {...shown}
      bodyProps={
        editable
          ? {
              tabIndex: 0,
              role: 'textbox',
              'aria-multiline': true,
              'aria-label': label,
              className: 'demo-code-editable',
              onFocus: onStartEditing,
              onClick: onStartEditing,
            }
          : undefined
      }
    />
  );
}
