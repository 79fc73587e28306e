/**
 * The API page layout per section (docs/product-rules.md#api-display): expanded on the first render, then the saved
 * value, else random for people and expanded for crawlers; a deselect is ignored. API pages and
 * the API tabs of component pages each hold one provider (other pages do not load it): a
 * section's random draw is made once per document, so a reader moving between API pages keeps
 * the layout they were shown.
 */
import * as React from 'react';
import {
  API_SECTIONS,
  INITIAL_API_DISPLAY_OPTION,
  nextApiDisplayOption,
  resolveApiDisplayOption,
  type ApiDisplayOption,
  type ApiSection,
} from '@/core/apiDisplay';
import { API_DISPLAY } from '@/core/storedPreferences';
import { validateStoredValue } from '@/core/storedValue';
import { readStorage, writeStorage } from './browserStorage';
import { restoreInTransition } from './restoreInTransition';

type ApiDisplayState = Record<ApiSection, ApiDisplayOption>;

interface ApiDisplayValue {
  options: ApiDisplayState;
  setOption: (section: ApiSection, selected: unknown) => void;
}

const ApiDisplayContext = React.createContext<ApiDisplayValue | null>(null);

export function useApiDisplay(
  section: ApiSection,
): [ApiDisplayOption, (selected: unknown) => void] {
  const value = React.useContext(ApiDisplayContext);
  if (value === null) {
    throw new Error('Forgot to wrap component in ThemeProvider');
  }
  const { options, setOption } = value;
  const set = React.useCallback(
    (selected: unknown) => setOption(section, selected),
    [section, setOption],
  );
  return [options[section], set];
}

/** Each section's draw among the layouts, once per document. */
const draws: Partial<Record<ApiSection, number>> = {};

function initialState(): ApiDisplayState {
  return Object.fromEntries(
    API_SECTIONS.map((section) => [section, INITIAL_API_DISPLAY_OPTION]),
  ) as ApiDisplayState;
}

/** Each section's saved layout, else its draw for this document (or expanded for crawlers). */
function savedOrDrawnOptions(): ApiDisplayState {
  const userAgent = window.navigator.userAgent;
  return Object.fromEntries(
    API_SECTIONS.map((section) => [
      section,
      resolveApiDisplayOption({
        saved: validateStoredValue(
          API_DISPLAY[section].rule,
          readStorage(API_DISPLAY[section].key),
        ),
        userAgent,
        random: () => (draws[section] ??= Math.random()),
      }),
    ]),
  ) as ApiDisplayState;
}

export function ApiDisplayProvider({ children }: { children: React.ReactNode }) {
  const [options, setOptions] = React.useState<ApiDisplayState>(initialState);

  // Once the page has hydrated, in a transition (./restoreInTransition.ts), and no new
  // object when nothing changed: the page below may still be hydrating in pieces.
  React.useEffect(
    () =>
      restoreInTransition(() => {
        const restored = savedOrDrawnOptions();
        setOptions((current) =>
          API_SECTIONS.every((section) => current[section] === restored[section])
            ? current
            : restored,
        );
      }),
    [],
  );

  const setOption = React.useCallback((section: ApiSection, selected: unknown) => {
    setOptions((current) => {
      const next = nextApiDisplayOption(current[section], selected);
      if (next === current[section]) {
        return current;
      }
      writeStorage(API_DISPLAY[section].key, next);
      return { ...current, [section]: next };
    });
  }, []);

  const value = React.useMemo(() => ({ options, setOption }), [options, setOption]);
  return <ApiDisplayContext.Provider value={value}>{children}</ApiDisplayContext.Provider>;
}
