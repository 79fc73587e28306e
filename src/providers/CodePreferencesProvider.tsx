/**
 * Code variant (JS/TS) and styling (system/Tailwind/CSS): at start from the URL hash, else the
 * cookie, else the defaults (SPEC.md §4); each change is saved in a cookie for a year on `/`.
 */
import * as React from 'react';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  initialCodeStyling,
  initialCodeVariant,
  type CodeStyling,
  type CodeVariant,
} from '@/core/codePreferences';
import { getCookie, setCookie } from './cookieStore';

interface CodePreferencesValue {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
}

const CodePreferencesContext = React.createContext<CodePreferencesValue | null>(null);

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
    // A transition, so a restored choice does not interrupt the page's hydration.
    React.startTransition(() => {
      setVariantState(initialCodeVariant({ hash, cookie: getCookie(CODE_VARIANT_COOKIE) }));
      setStylingState(initialCodeStyling({ hash, cookie: getCookie(CODE_STYLING_COOKIE) }));
    });
  }, []);

  const value = React.useMemo<CodePreferencesValue>(
    () => ({
      codeVariant,
      codeStyling,
      setCodeVariant: (variant) => {
        setVariantState(variant);
        setCookie(CODE_VARIANT_COOKIE, variant);
      },
      setCodeStyling: (styling) => {
        setStylingState(styling);
        setCookie(CODE_STYLING_COOKIE, styling);
      },
    }),
    [codeVariant, codeStyling],
  );

  return (
    <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>
  );
}
