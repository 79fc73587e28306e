/**
 * The live-editing state of one demo: the editor's chunk (with sucrase), loaded the first time a
 * reader focuses or clicks the code; the reader's draft; the component it compiled to; the last
 * one that rendered; and the errors to show. Edits are never stored or sent.
 */
import * as React from 'react';
import type { CodeVariant } from '@/core/codePreferences';
import type LiveEditorComponent from './LiveEditor';

export type LiveEditor = typeof LiveEditorComponent;

/** The reader's edit of the shown code, in the language it was made in. */
export interface Draft {
  language: CodeVariant;
  code: string;
}

let editorLoad: Promise<LiveEditor> | null = null;
function loadLiveEditor(): Promise<LiveEditor> {
  editorLoad ??= import('./LiveEditor').then(
    (module) => module.default,
    (error: unknown) => {
      editorLoad = null;
      throw error;
    },
  );
  return editorLoad;
}

export function useLiveEdit() {
  const [Editor, setEditor] = React.useState<LiveEditor | null>(null);
  const [editing, setEditing] = React.useState(false);
  const [draft, setDraft] = React.useState<Draft | null>(null);
  const [edited, setEdited] = React.useState<React.ComponentType | null>(null);
  const [lastGood, setLastGood] = React.useState<React.ComponentType | null>(null);
  const [runtimeError, setRuntimeError] = React.useState<string | null>(null);
  const [editorFailed, setEditorFailed] = React.useState<string | null>(null);

  const startEditing = () => {
    if (editing) {
      return;
    }
    setEditing(true);
    setEditorFailed(null);
    loadLiveEditor().then(
      (loaded) => setEditor(() => loaded),
      (error: unknown) => {
        setEditing(false);
        setEditorFailed(error instanceof Error ? error.message : String(error));
      },
    );
  };
  const onComponent = React.useCallback((component: React.ComponentType) => {
    setEdited(() => component);
  }, []);
  const onRendered = React.useCallback((component: React.ComponentType) => {
    setLastGood(() => component);
    setRuntimeError(null);
  }, []);
  const resetEdit = () => {
    setDraft(null);
    setEdited(null);
    setLastGood(null);
    setRuntimeError(null);
    setEditing(false);
  };

  return {
    Editor,
    editing,
    draft,
    setDraft,
    edited,
    lastGood,
    runtimeError,
    setRuntimeError,
    editorFailed,
    startEditing,
    onComponent,
    onRendered,
    resetEdit,
  };
}
