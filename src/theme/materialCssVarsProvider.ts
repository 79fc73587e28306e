/**
 * Material UI's CSS-variables provider, configured as @mui/material's `Experimental_CssVarsProvider`
 * is (theme id, colour-scheme attribute and storage keys, the typography and `sx` of the resolved
 * theme, the variables kept off `:root`), built from the same @mui/system factory.
 *
 * Why not that export: its module builds MUI's whole default CSS-variables theme when it is
 * evaluated, as a default for a `theme` prop this site always passes. On a component page that was
 * about 25 ms of the task that evaluates the page's modules before it can hydrate (100 ms under
 * Lighthouse's 4× CPU slowdown), the largest part of the page's Total Blocking Time. Here the
 * `theme` prop is required, and the factory's default is two empty schemes, never rendered.
 */
import {
  unstable_createCssVarsProvider as createCssVarsProvider,
  unstable_styleFunctionSx as styleFunctionSx,
} from '@mui/system';
import {
  THEME_ID,
  private_createTypography as createTypography,
  private_excludeVariablesFromRoot as excludeVariablesFromRoot,
} from '@mui/material/styles';
import type { SupportedColorScheme, Theme } from '@mui/material/styles';

type ResolvableTheme = Pick<Theme, 'palette' | 'typography'>;

const material = createCssVarsProvider<SupportedColorScheme, typeof THEME_ID>({
  themeId: THEME_ID,
  // Names the schemes `defaultColorScheme` refers to; every provider below gets a real theme.
  theme: { colorSchemes: { light: {}, dark: {} } },
  attribute: 'data-mui-color-scheme',
  modeStorageKey: 'mui-mode',
  colorSchemeStorageKey: 'mui-color-scheme',
  defaultColorScheme: { light: 'light', dark: 'dark' },
  resolveTheme: (theme: ResolvableTheme) => {
    const resolved = {
      ...theme,
      typography: createTypography(theme.palette, theme.typography),
      unstable_sx(this: ResolvableTheme, sx: unknown) {
        return styleFunctionSx({ sx, theme: this });
      },
    };
    return resolved;
  },
  excludeVariablesFromRoot,
});

type ProviderProps = Parameters<typeof material.CssVarsProvider>[0];

/** The provider; unlike MUI's export, it must be given the theme it shows. */
export const MaterialCssVarsProvider: (
  props: ProviderProps & { theme: NonNullable<ProviderProps['theme']> },
) => ReturnType<typeof material.CssVarsProvider> = material.CssVarsProvider;

/** The colour scheme of the nearest MaterialCssVarsProvider, and how to change it. */
export const useMaterialColorScheme = material.useColorScheme;
