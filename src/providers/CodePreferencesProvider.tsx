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
import { afterDemosHydrate } from './demoHydrationGate';

/** The saved cookie's value when it is one of the allowed values, else undefined. */
function savedCookie(preference: StoredPreference): string | undefined {
  return validateStoredValue(preference.rule, getCookie(preference.key)) ?? undefined;
}

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
    // Once the page's demos have hydrated, in a transition, so a restored choice does not
    // interrupt the page's hydration (./demoHydrationGate.ts).
    return afterDemosHydrate(() => {
      setVariantState(initialCodeVariant({ hash, cookie: savedCookie(CODE_VARIANT) }));
      setStylingState(initialCodeStyling({ hash, cookie: savedCookie(CODE_STYLING) }));
    });
  }, []);

  const value = React.useMemo<CodePreferencesValue>(
    () => ({
      codeVariant,
      codeStyling,
      // A reader's choice reaches every demo of the page. As a transition, React first finishes
      // hydrating the demos still holding server HTML; an urgent update would make it drop their
      // HTML and render them again (error 421), as a click on a page of many demos while it
      // hydrates did.
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
