/**
 * Code variant (JS/TS) and styling (system/Tailwind/CSS): at start from the URL hash, else the
 * cookie, else the defaults (docs/product-rules.md#code-variant-and-styling); each change is saved in a cookie for a year on `/`.
 */
import * as React from 'react';
import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  initialCodeStyling,
  initialCodeVariant,
  type CodeStyling,
  type CodeVariant,
} from '@/core/codePreferences';
import { CODE_STYLING, CODE_VARIANT, type StoredPreference } from '@/core/storedPreferences';
import { validateStoredValue } from '@/core/storedValue';
import { getCookie, setCookie } from './cookieStore';
import { restoreInTransition } from './restoreInTransition';

/** The saved cookie's value when it is one of the allowed values, else undefined. */
function savedCookie(preference: StoredPreference): string | undefined {
  return validateStoredValue(preference.rule, getCookie(preference.key)) ?? undefined;
}

export interface CodePreferencesValue {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
}

export const CodePreferencesContext = React.createContext<CodePreferencesValue | null>(null);

export function useCodePreferences(): CodePreferencesValue {
  const value = React.useContext(CodePreferencesContext);
  if (value === null) {
    throw new Error('Forgot to wrap component in ThemeProvider');
  }
  return value;
}

export function CodePreferencesProvider({ children }: { children: React.ReactNode }) {
  // The static HTML carries the defaults; the visitor's choice is applied once mounted.
  const [codeVariant, setVariantState] = React.useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setStylingState] = React.useState<CodeStyling>(DEFAULT_CODE_STYLING);

  React.useEffect(() => {
    const hash = window.location.hash;
    // Once the page has hydrated, in a transition (./restoreInTransition.ts).
    return restoreInTransition(() => {
      setVariantState(initialCodeVariant({ hash, cookie: savedCookie(CODE_VARIANT) }));
      setStylingState(initialCodeStyling({ hash, cookie: savedCookie(CODE_STYLING) }));
    });
  }, []);

  const value = React.useMemo<CodePreferencesValue>(
    () => ({
      codeVariant,
      codeStyling,
      // A reader's choice reaches every demo of the page (each a React root of its own, which
      // takes it once it has hydrated: src/components/docs/island/): a transition, so a page of
      // many demos re-renders them without holding the click's frame.
      setCodeVariant: (variant) => {
        setCookie(CODE_VARIANT.key, variant);
        React.startTransition(() => setVariantState(variant));
      },
      setCodeStyling: (styling) => {
        setCookie(CODE_STYLING.key, styling);
        React.startTransition(() => setStylingState(styling));
      },
    }),
    [codeVariant, codeStyling],
  );

  return (
    <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>
  );
}
