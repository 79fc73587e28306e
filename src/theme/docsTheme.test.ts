import { getContrastRatio } from '@mui/material/styles';
import { createDocsTheme, defaultPaletteColor } from './docsTheme';

// Expected values are written out (SPEC.md §9 and the site's design), not read back from the
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

describe('createDocsTheme constants of SPEC.md §9', () => {
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
