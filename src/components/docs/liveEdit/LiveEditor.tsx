/**
 * The live editor of a demo's code: a labelled, plain text box (a textarea: the browser's own
 * editing, selection, undo and screen-reader support, and nothing to download beyond sucrase).
 * Each change is compiled after a short pause (compileDemo.ts) and handed to the demo, which
 * renders it; a syntax, import or runtime error shows under the text box, as plain text, while
 * the demo keeps its last good render. Tab moves on as everywhere else; Escape leaves the box.
 * Loaded with sucrase the first time a reader focuses or clicks a demo's code.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import type { CodeVariant } from '@/core/codePreferences';
import type { LiveScope } from '@/core/liveScope';
import { loadDemoScope } from '../demoScopes';
import { compileDemo } from './compileDemo';

/** How long typing pauses before the demo follows. */
export const COMPILE_DELAY_MS = 300;

export interface LiveEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: CodeVariant;
  /** The text box's accessible name. */
  label: string;
  /** A sentence under the label: how the editor behaves. */
  hint: string;
  /** The heading of the error message. */
  errorLabel: string;
  /** The demo's folder, whose scope the imports resolve from. */
  folder: string;
  onComponent: (component: React.ComponentType) => void;
  /** The error the last edited render threw, reported by the demo. */
  runtimeError: string | null;
  /** Escape pressed: the demo moves focus out of the text box. */
  onEscape: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export default function LiveEditor({
  value,
  onChange,
  language,
  label,
  hint,
  errorLabel,
  folder,
  onComponent,
  runtimeError,
  onEscape,
}: LiveEditorProps) {
  const [compileError, setCompileError] = React.useState<string | null>(null);
  const textarea = React.useRef<HTMLTextAreaElement>(null);
  const scope = React.useRef<Promise<LiveScope> | null>(null);
  // Compiled only once the reader has changed something: the original needs no second render.
  const changed = React.useRef(false);
  const hintId = React.useId();
  const errorId = React.useId();

  React.useEffect(() => {
    textarea.current?.focus();
  }, []);

  React.useEffect(() => {
    if (!changed.current) {
      return undefined;
    }
    let cancelled = false;
    const timer = window.setTimeout(() => {
      scope.current ??= loadDemoScope(folder);
      scope.current
        .then((loaded) => {
          if (!cancelled) {
            onComponent(compileDemo(value, language, loaded));
            setCompileError(null);
          }
        })
        .catch((error: unknown) => {
          if (!cancelled) {
            setCompileError(messageOf(error));
          }
        });
    }, COMPILE_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [value, language, folder, onComponent]);

  const error = compileError ?? runtimeError;
  const lines = value.split('\n').length;
  return (
    <Box className="demo-editor" sx={{ my: 2 }}>
      <Box
        component="p"
        id={hintId}
        sx={{ m: 0, mb: 0.5, fontSize: '0.8125rem', color: 'text.secondary' }}
      >
        {hint}
      </Box>
      <Box
        component="textarea"
        ref={textarea}
        className="demo-editor-input"
        aria-label={label}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        dir="ltr"
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        value={value}
        rows={Math.min(Math.max(lines, 3), 40)}
        onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => {
          changed.current = true;
          onChange(event.target.value);
        }}
        onKeyDown={(event: React.KeyboardEvent<HTMLTextAreaElement>) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onEscape();
          }
        }}
        sx={{
          display: 'block',
          boxSizing: 'border-box',
          width: '100%',
          m: 0,
          p: 2,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          fontFamily: 'var(--docs-font-code, monospace)',
          fontSize: '0.8125rem',
          lineHeight: 1.6,
          resize: 'vertical',
          tabSize: 2,
          whiteSpace: 'pre',
          overflowX: 'auto',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      />
      {error ? (
        <Box
          component="div"
          id={errorId}
          role="alert"
          className="demo-editor-error"
          sx={{
            mt: 1,
            p: 1.5,
            border: 1,
            borderColor: 'error.main',
            borderRadius: 1,
            color: 'text.primary',
          }}
        >
          <Box component="strong" sx={{ display: 'block', mb: 0.5, color: 'error.main' }}>
            {errorLabel}
          </Box>
          <Box
            component="pre"
            dir="ltr"
            sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'var(--docs-font-code, monospace)' }}
          >
            {error}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
