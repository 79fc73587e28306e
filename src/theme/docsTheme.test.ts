import { getContrastRatio } from '@mui/material/styles';
import { createDocsTheme, defaultPaletteColor } from './docsTheme';

// Expected values are written out (docs/product-rules.md#design-constants and the site's design), not read back from the
// tokens that build the theme: a changed token or a theme that ignores it fails here.

describe('createDocsTheme colours', () => {
  it('uses the site blue #007FFF, with blue 700 and 300 for links, when nothing is chosen', () => {
    const { light, dark } = createDocsTheme({}).colorSchemes;
    expect(light.palette.primary.main).toBe('#007FFF');
    expect(dark.palette.primary.main).toBe('#007FFF');
    expect(light.palette.primary.dark).toBe('#0059B2');
    expect(dark.palette.primary.light).toBe('#66B2FF');
    expect(light.palette.secondary.main).toBe('#434D5B');
    expect(dark.palette.secondary.main).toBe('#C7D0DD');
  });

  it('derives the shades links use from a chosen primary, in both schemes', () => {
    const { light, dark } = createDocsTheme({
      primary: '#e91e63',
      secondary: '#ffc107',
    }).colorSchemes;
    expect(light.palette.primary.main).toBe('#e91e63');
    expect(dark.palette.primary.main).toBe('#e91e63');
    expect(light.palette.primary.dark).toBe('rgb(163, 21, 69)');
    expect(dark.palette.primary.light).toBe('rgb(237, 75, 130)');
    expect(light.palette.secondary.main).toBe('#ffc107');
    expect(dark.palette.secondary.main).toBe('#ffc107');
  });

  it('names the default main colours the playground shows, as the theme uses them', () => {
    const { light, dark } = createDocsTheme({}).colorSchemes;
    expect(defaultPaletteColor('primary', 'light')).toBe(light.palette.primary.main);
    expect(defaultPaletteColor('primary', 'dark')).toBe(dark.palette.primary.main);
    expect(defaultPaletteColor('secondary', 'light')).toBe(light.palette.secondary.main);
    expect(defaultPaletteColor('secondary', 'dark')).toBe(dark.palette.secondary.main);
  });
});

describe('createDocsTheme text on coloured backgrounds', () => {
  const KEYS = ['primary', 'secondary', 'error', 'success', 'warning'] as const;
  const cases = [
    ['the site colours', {}],
    ['chosen colours', { primary: '#ffeb3b', secondary: '#3f51b5' }],
  ] as const;
  it.each(cases)('meets WCAG AA (4.5:1) on every main colour, with %s', (_, colors) => {
    const { light, dark } = createDocsTheme(colors).colorSchemes;
    // A contained button's label: contrastText drawn over main.
    const weak = [light.palette, dark.palette].flatMap((palette) =>
      KEYS.map((key) => ({
        key,
        ratio: getContrastRatio(palette[key].contrastText, palette[key].main),
      })).filter(({ ratio }) => ratio < 4.5),
    );
    expect(weak).toEqual([]);
  });
});

describe('createDocsTheme text and outlined buttons', () => {
  const KEYS = ['primary', 'secondary', 'error', 'success', 'warning'] as const;
  // CssVarsProvider gives the theme its colour scheme selector; so does this, with its attribute.
  const withSelector = (themed: ReturnType<typeof createDocsTheme>) => ({
    ...themed,
    getColorSchemeSelector: (scheme: string) => `[data-mui-color-scheme="${scheme}"] &`,
  });
  const theme = withSelector(createDocsTheme({}));
  type ButtonRoot = (props: { ownerState: object; theme: typeof theme }) => object;
  const root = theme.components?.MuiButton?.styleOverrides?.root as ButtonRoot;

  const LIGHT = '[data-mui-color-scheme="light"] &';
  const darkShade = (key: string) => ({
    [LIGHT]: {
      '&:not(.Mui-disabled)': {
        color: expect.stringMatching(`^var\\(--mui-palette-${key}-dark, `),
      },
    },
  });

  it('draw an enabled label in the dark shade in the light scheme where main falls short', () => {
    expect(root({ ownerState: { variant: 'outlined', color: 'primary' }, theme })).toMatchObject(
      darkShade('primary'),
    );
    expect(root({ ownerState: { variant: 'text', color: 'primary' }, theme })).toMatchObject(
      darkShade('primary'),
    );
    expect(root({ ownerState: { variant: 'text', color: 'success' }, theme })).toMatchObject(
      darkShade('success'),
    );
    for (const ownerState of [
      { variant: 'text', color: 'error' },
      { variant: 'contained', color: 'primary' },
      { variant: 'text', color: 'inherit' },
    ]) {
      expect(root({ ownerState, theme })).not.toHaveProperty([LIGHT]);
    }
  });

  /** The colour a text button's label takes in the light scheme. */
  function lightLabel(themed: typeof theme, key: (typeof KEYS)[number]): string {
    const resolve = themed.components?.MuiButton?.styleOverrides?.root as ButtonRoot;
    const style = resolve({ ownerState: { variant: 'text', color: key }, theme: themed });
    const label = (style as Record<string, Record<string, { color: string }>>)[LIGHT];
    const color = label?.['&:not(.Mui-disabled)'].color;
    const palette = themed.colorSchemes.light.palette[key];
    // A variable stands for the dark shade; a chosen colour too light for it is written out.
    return color === undefined ? palette.main : color.startsWith('var(') ? palette.dark : color;
  }

  it.each([
    ['the site colours', {}],
    ['chosen colours', { primary: '#e91e63', secondary: '#ffeb3b' }],
  ] as const)('meet WCAG AA (4.5:1) on the light background, with %s', (_, colors) => {
    const themed = withSelector(createDocsTheme(colors));
    const background = themed.colorSchemes.light.palette.background.default;
    const weak = KEYS.map((key) => ({
      key,
      ratio: getContrastRatio(lightLabel(themed, key), background),
    })).filter(({ ratio }) => ratio < 4.5);
    expect(weak).toEqual([]);
  });

  it('give a selected tab and an outlined chip the same readable label in the light scheme', () => {
    const slot = (name: 'MuiTab' | 'MuiChip') =>
      theme.components?.[name]?.styleOverrides?.root as unknown as ButtonRoot;
    const tab = slot('MuiTab');
    const chip = slot('MuiChip');
    expect(tab({ ownerState: { textColor: 'primary' }, theme })).toMatchObject({
      [LIGHT]: {
        '&.Mui-selected': { color: expect.stringMatching('^var\\(--mui-palette-primary-dark, ') },
      },
    });
    expect(chip({ ownerState: { variant: 'outlined', color: 'primary' }, theme })).toMatchObject(
      darkShade('primary'),
    );
    // Text and inherited colours, and filled chips (contrastText on main), keep the library's.
    expect(tab({ ownerState: { textColor: 'inherit' }, theme })).not.toHaveProperty([LIGHT]);
    expect(chip({ ownerState: { variant: 'filled', color: 'primary' }, theme })).not.toHaveProperty(
      [LIGHT],
    );
  });

  it('meet WCAG AA on the dark background with the site colours', () => {
    const { dark } = theme.colorSchemes;
    const weak = KEYS.map((key) => ({
      key,
      ratio: getContrastRatio(dark.palette[key].main, dark.palette.background.default),
    })).filter(({ ratio }) => ratio < 4.5);
    expect(weak).toEqual([]);
  });
});

describe('createDocsTheme design constants', () => {
  const theme = createDocsTheme({});

  it('rounds corners by 12 and spaces by the saved spacing, 8px by default', () => {
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.spacing(2)).toBe('calc(2 * var(--docs-spacing, 8px))');
  });

  it('gives tooltips their delays and width', () => {
    const tooltip = theme.components?.MuiTooltip;
    expect(tooltip?.defaultProps).toMatchObject({
      enterDelay: 100,
      leaveDelay: 0,
      enterTouchDelay: 700,
      leaveTouchDelay: 1500,
    });
    expect(tooltip?.styleOverrides).toMatchObject({ tooltip: { maxWidth: 300 } });
  });

  it('follows the direction it is given', () => {
    expect(createDocsTheme({}, 'rtl').direction).toBe('rtl');
    expect(theme.direction).toBe('ltr');
  });
});
