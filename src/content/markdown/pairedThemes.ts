/**
 * Light and dark highlighting from one tokenization. Shiki's `themes: { light, dark }` tokenizes a
 * block once per theme, which made highlighting about a quarter of the time spent prerendering a
 * page. GitHub's light and dark themes are generated from one template: the same rules, scopes and
 * font styles in the same order, only the colours differ. For such a pair, a third theme with the
 * same rules, whose colour for each rule stands for that rule's (light, dark) pair, tokenizes the
 * code once; each token's two colours are read back from it, and the HTML is written as Shiki's
 * two-theme output writes it (test: pairedThemes.test.ts compares the two, byte for byte).
 *
 * Themes whose rules differ are not paired (`pairThemes` returns null) and are highlighted by
 * Shiki's two-theme mode as before.
 */
import type { ThemedToken, ThemeRegistrationRaw } from 'shiki';
import { flatTokenVariants } from 'shiki';

interface RawRule {
  scope?: string | string[];
  settings: { foreground?: string; background?: string; fontStyle?: string };
}

export interface ThemePair {
  /** The theme to tokenize with: the rules of both, each colour a placeholder. */
  theme: ThemeRegistrationRaw;
  /** Placeholder colour (as tokens carry it, upper case) → the light and dark colour. */
  colors: ReadonlyMap<string, { light: string; dark: string }>;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function rulesOf(theme: ThemeRegistrationRaw): RawRule[] {
  // Shiki reads `settings`, or `tokenColors` when there are none (as bundled themes have them).
  const rules: unknown = theme.settings?.length ? theme.settings : theme.tokenColors;
  return Array.isArray(rules) ? (rules as RawRule[]) : [];
}

/** Whether two rules differ in nothing but their colours, and their colours are plain hex. */
function sameRuleShape(light: RawRule, dark: RawRule): boolean {
  const colorsComparable = (a: string | undefined, b: string | undefined) =>
    (a === undefined && b === undefined) ||
    (a !== undefined && b !== undefined && HEX_COLOR.test(a) && HEX_COLOR.test(b));
  return (
    JSON.stringify(light.scope) === JSON.stringify(dark.scope) &&
    (light.settings.fontStyle ?? '') === (dark.settings.fontStyle ?? '') &&
    colorsComparable(light.settings.foreground, dark.settings.foreground) &&
    colorsComparable(light.settings.background, dark.settings.background)
  );
}

function editorColor(theme: ThemeRegistrationRaw, key: string): string | undefined {
  const colors = theme.colors as Record<string, string> | undefined;
  return colors?.[key];
}

/**
 * The pair theme of `light` and `dark`, or null when their rules differ in more than colour (then
 * one tokenization cannot serve both).
 */
export function pairThemes(
  name: string,
  light: ThemeRegistrationRaw,
  dark: ThemeRegistrationRaw,
): ThemePair | null {
  const lightRules = rulesOf(light);
  const darkRules = rulesOf(dark);
  if (
    light.fg !== undefined ||
    dark.fg !== undefined ||
    light.bg !== undefined ||
    dark.bg !== undefined ||
    lightRules.length === 0 ||
    lightRules.length !== darkRules.length ||
    lightRules.some((rule, index) => !sameRuleShape(rule, darkRules[index]))
  ) {
    return null;
  }
  const editor = ['editor.foreground', 'editor.background'].map((key) => ({
    key,
    light: editorColor(light, key),
    dark: editorColor(dark, key),
  }));
  if (editor.some((color) => !color.light || !color.dark || !HEX_COLOR.test(color.light))) {
    return null;
  }
  const colors = new Map<string, { light: string; dark: string }>();
  const placeholders = new Map<string, string>();
  const placeholderFor = (lightColor: string, darkColor: string): string => {
    const key = `${lightColor.toUpperCase()} ${darkColor.toUpperCase()}`;
    let placeholder = placeholders.get(key);
    if (placeholder === undefined) {
      placeholder = `#${(placeholders.size + 1).toString(16).padStart(6, '0').toUpperCase()}`;
      placeholders.set(key, placeholder);
      colors.set(placeholder, { light: lightColor.toUpperCase(), dark: darkColor.toUpperCase() });
    }
    return placeholder;
  };
  const pairColor = (a: string | undefined, b: string | undefined) =>
    a === undefined || b === undefined ? undefined : placeholderFor(a, b);
  const tokenColors = lightRules.map((rule, index) => {
    const other = darkRules[index].settings;
    const settings = { ...rule.settings };
    const foreground = pairColor(rule.settings.foreground, other.foreground);
    const background = pairColor(rule.settings.background, other.background);
    if (foreground !== undefined) settings.foreground = foreground;
    if (background !== undefined) settings.background = background;
    return { ...rule, settings };
  });
  const theme: ThemeRegistrationRaw = {
    name,
    type: light.type,
    settings: tokenColors,
    colors: Object.fromEntries(
      editor.map((color) => [color.key, placeholderFor(color.light ?? '', color.dark ?? '')]),
    ),
  };
  return { theme, colors };
}

/** Shiki's own whitespace merging, as it applies to two-theme tokens (which carry no font style). */
function mergeWhitespaceTokens(tokens: ThemedToken[][]): ThemedToken[][] {
  return tokens.map((line) => {
    const merged: ThemedToken[] = [];
    let carried = '';
    let firstOffset: number | undefined;
    line.forEach((token, index) => {
      if (/^\s+$/.test(token.content) && line[index + 1]) {
        firstOffset ??= token.offset;
        carried += token.content;
      } else if (carried) {
        merged.push({
          ...token,
          offset: firstOffset ?? token.offset,
          content: carried + token.content,
        });
        firstOffset = undefined;
        carried = '';
      } else {
        merged.push(token);
      }
    });
    return merged;
  });
}

/** Text as hast-util-to-html escapes it inside an element: `<` and `&`, as hexadecimal references. */
function escapeText(text: string): string {
  return text.replace(/[<&]/g, (character) => (character === '<' ? '&#x3C;' : '&#x26;'));
}

/** An attribute value as hast-util-to-html escapes it between double quotes. */
function escapeAttribute(value: string): string {
  return value.replace(/["&]/g, (character) => (character === '"' ? '&#x22;' : '&#x26;'));
}

/**
 * The HTML of a block tokenized with `pair.theme` (`codeToTokens`), written as Shiki's two-theme
 * `codeToHtml` writes it: each token's style names both colours (`--shiki-light`, `--shiki-dark`,
 * no default colour), whitespace merged into the token after it, one `<span class="line">` per
 * line. Written as a string, not as a tree that is then serialized: that tree and its
 * serialization took a fifth of the highlighting time. `preOpen` is the two-theme `<pre …><code>`,
 * which does not depend on the code (taken from Shiki's own output once).
 */
export function pairedHtml(pair: ThemePair, preOpen: string, tokens: ThemedToken[][]): string {
  const colorsOf = (color: string | undefined) => {
    const colors = color === undefined ? undefined : pair.colors.get(color.toUpperCase());
    if (!colors) {
      throw new Error(
        `Highlighting: a token's colour ${color ?? '(none)'} is not one of the paired theme's: src/content/markdown/pairedThemes.ts must be updated for this version of Shiki`,
      );
    }
    return colors;
  };
  const flattened = tokens.map((line) =>
    line.map((token) => {
      const { light, dark } = colorsOf(token.color);
      const fontStyle = token.fontStyle;
      return flatTokenVariants(
        {
          content: token.content,
          offset: token.offset,
          variants: { light: { color: light, fontStyle }, dark: { color: dark, fontStyle } },
        },
        ['light', 'dark'],
        '--shiki-',
        false,
      );
    }),
  );
  const lines = mergeWhitespaceTokens(flattened).map((line) => {
    let html = '<span class="line">';
    for (const token of line) {
      const style = Object.entries(token.htmlStyle ?? {})
        .map(([key, value]) => `${key}:${value}`)
        .join(';');
      html += `${style ? `<span style="${escapeAttribute(style)}">` : '<span>'}${escapeText(token.content)}</span>`;
    }
    return `${html}</span>`;
  });
  return `${preOpen}${lines.join('\n')}</code></pre>`;
}
