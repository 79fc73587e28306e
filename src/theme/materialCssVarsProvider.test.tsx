import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { Experimental_CssVarsProvider, useTheme } from '@mui/material/styles';
import { COLOR_SCHEME_STORAGE } from './colorSchemeStorage';
import { DEFAULT_THEME_STATE } from '@/core/themeState';
import { createDocsTheme } from './docsTheme';
import { MaterialCssVarsProvider, useMaterialColorScheme } from './materialCssVarsProvider';

type Provider = typeof MaterialCssVarsProvider;

/** What a page renders inside the provider: the baseline, a styled button and an sx box. */
function Content({ report }: { report: (facts: string) => void }) {
  const theme = useTheme();
  report(
    JSON.stringify({ font: theme.typography.button.fontFamily, sx: typeof theme.unstable_sx }),
  );
  return (
    <>
      <CssBaseline enableColorScheme />
      <Button variant="contained" sx={{ m: 2, color: 'primary.light' }}>
        Save
      </Button>
    </>
  );
}

function renderWith(Provider: Provider) {
  const cache = createCache({ key: 'css' });
  let facts = '';
  const html = renderToString(
    <CacheProvider value={cache}>
      <Provider
        theme={createDocsTheme(DEFAULT_THEME_STATE.paletteColors)}
        {...COLOR_SCHEME_STORAGE}
      >
        <Content report={(value) => (facts = value)} />
      </Provider>
    </CacheProvider>,
  );
  // On the server emotion writes each rule as a <style> element before the markup that uses it.
  return { html, facts };
}

describe('MaterialCssVarsProvider (docs/upgrading.md#muis-css-variables-provider)', () => {
  it('renders the same markup, styles and resolved theme as MUI’s Experimental_CssVarsProvider', () => {
    const ours = renderWith(MaterialCssVarsProvider);
    const mui = renderWith(Experimental_CssVarsProvider as Provider);
    expect(ours.html).toContain('--mui-palette-primary-main');
    expect(ours.html).toContain('Save</button>');
    expect(ours.facts).toContain('"sx":"function"');
    expect(ours).toEqual(mui);
  });

  it('gives its colour scheme to useMaterialColorScheme below it', () => {
    let seen: ReturnType<typeof useMaterialColorScheme> | null = null;
    function Reader() {
      seen = useMaterialColorScheme();
      return null;
    }
    renderToString(
      <MaterialCssVarsProvider theme={createDocsTheme(DEFAULT_THEME_STATE.paletteColors)}>
        <Reader />
      </MaterialCssVarsProvider>,
    );
    expect(seen).toMatchObject({ allColorSchemes: ['light', 'dark'] });
  });
});
