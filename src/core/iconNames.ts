/**
 * The names of @mui/icons-material's icons: an icon (`Delete`) comes in up to five themes, each
 * its own module (`Delete`, `DeleteOutlined`, `DeleteRounded`, `DeleteTwoTone`, `DeleteSharp`).
 * The icon finder of /material-ui/material-icons/ searches the words of an icon's name and writes
 * the import line a reader copies (docs/product-rules.md#material-icons-finder).
 */

/** The five themes, in the order the finder offers them; the first is the default. */
export const ICON_THEMES = ['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'] as const;

export type IconTheme = (typeof ICON_THEMES)[number];

export const DEFAULT_ICON_THEME: IconTheme = 'Filled';

/** Whether a text is one of the five theme names, exactly as written in a URL or the index. */
export function isIconTheme(value: unknown): value is IconTheme {
  return typeof value === 'string' && (ICON_THEMES as readonly string[]).includes(value);
}

/** The bit of a theme in an icon's theme mask (Filled 1, Outlined 2, Rounded 4, TwoTone 8, Sharp 16). */
export function themeBit(theme: IconTheme): number {
  return 1 << ICON_THEMES.indexOf(theme);
}

/** The themes of a mask, in the finder's order. */
export function themesOfMask(mask: number): IconTheme[] {
  return ICON_THEMES.filter((theme) => (mask & themeBit(theme)) !== 0);
}

/** The module of an icon in a theme: `Delete` + Outlined → `DeleteOutlined`. */
export function iconModuleName(icon: string, theme: IconTheme): string {
  return theme === 'Filled' ? icon : `${icon}${theme}`;
}

/**
 * The icon and theme of a module name, given the set of every module: a name ends in a theme only
 * when the name without it is a module too (`InfoOutlined` is Info's Outlined theme; `Outlet`
 * has no `Out` icon). Anything else is a Filled icon.
 */
export function splitModuleName(
  name: string,
  modules: ReadonlySet<string>,
): { icon: string; theme: IconTheme } {
  for (const theme of ICON_THEMES) {
    if (theme !== 'Filled' && name.endsWith(theme)) {
      const icon = name.slice(0, -theme.length);
      if (icon !== '' && modules.has(icon)) {
        return { icon, theme };
      }
    }
  }
  return { icon: name, theme: 'Filled' };
}

/**
 * The words of an icon's name, lower case: split before each capital that starts a word and
 * around numbers (`AccessAlarm` → access alarm, `Looks3` → looks 3, `ThreeDRotation` → three d
 * rotation, `WifiCalling3` → wifi calling 3, `HdrOnSelect` → hdr on select).
 */
export function nameWords(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? []).map((word) =>
    word.toLowerCase(),
  );
}

/** The local name an import gives the icon: `DeleteOutlined` → `DeleteOutlinedIcon`. */
export function iconComponentName(icon: string, theme: IconTheme): string {
  return `${iconModuleName(icon, theme)}Icon`;
}

/** The line a reader copies: `import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';` */
export function iconImportLine(icon: string, theme: IconTheme): string {
  return `import ${iconComponentName(icon, theme)} from '@mui/icons-material/${iconModuleName(icon, theme)}';`;
}

/** The element to copy: `<DeleteOutlinedIcon />`. */
export function iconJsx(icon: string, theme: IconTheme): string {
  return `<${iconComponentName(icon, theme)} />`;
}
