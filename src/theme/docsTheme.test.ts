import { createDocsTheme, defaultPaletteColor } from './docsTheme';
import { blue, grey } from './brandingTokens';

describe('createDocsTheme colours', () => {
  it('uses the site blue, with blue 700 and 300 for links, when nothing is chosen', () => {
    const { light, dark } = createDocsTheme({}).colorSchemes;
    expect(light.palette.primary.main).toBe(blue[500]);
    expect(light.palette.primary.dark).toBe(blue[700]);
    expect(dark.palette.primary.light).toBe(blue[300]);
    expect(light.palette.secondary.main).toBe(grey[700]);
    expect(dark.palette.secondary.main).toBe(grey[300]);
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

  it('names the default main colours the playground shows', () => {
    expect(defaultPaletteColor('primary', 'light')).toBe(blue[500]);
    expect(defaultPaletteColor('secondary', 'light')).toBe(grey[700]);
    expect(defaultPaletteColor('secondary', 'dark')).toBe(grey[300]);
  });
});
