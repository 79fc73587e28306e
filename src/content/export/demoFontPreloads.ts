/**
 * The font faces a page's stylesheets declare, and the demo fonts its first render uses, to
 * preload with the shell's (fontPreloads.ts). A
 * demo font is found only after its stylesheet, which loads with the page's stylesheets: preloaded,
 * it downloads with them instead of after them. A font counts as used when a rule of one of the
 * page's rendered elements that show text (an emotion class in the server-rendered CSS) names its
 * family first and its weight, directly or through CSS variables (Joy UI's
 * `--joy-fontFamily-body`).
 */

export interface DeclaredFace {
  family: string;
  weight: number;
  /** The woff2 file's absolute URL. */
  url: string;
}

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const STYLE_ELEMENT = /<style[^>]*>([^<]*)<\/style>/g;
/** A rule whose selector is one emotion class: the styles of a rendered element. */
const ELEMENT_RULE = /(?<=^|[}\s])\.(css-[\w-]+)\{([^{}]*)\}/g;

function declaration(block: string, property: string): string | null {
  const match = new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([^;]+)`).exec(block);
  return match ? match[1].trim() : null;
}

function firstFamily(value: string): string {
  return value
    .split(',')[0]
    .trim()
    .replace(/^["']|["']$/g, '');
}

function numericWeight(value: string): number | null {
  if (value === 'normal') {
    return 400;
  }
  if (value === 'bold') {
    return 700;
  }
  return /^\d{3}$/.test(value) ? Number(value) : null;
}

/** The faces of a stylesheet served as basic latin woff2 files (scripts/generate-fonts.ts). */
export function basicLatinFaces(cssUrl: string, css: string): DeclaredFace[] {
  const faces: DeclaredFace[] = [];
  for (const [, block] of css.matchAll(FONT_FACE)) {
    const family = declaration(block, 'font-family');
    const weight = numericWeight(declaration(block, 'font-weight') ?? '');
    const src = /url\(\s*["']?([^"')\s]+-basic-latin-[^"')\s]+\.woff2)["']?\s*\)/.exec(block);
    if (family && weight && src) {
      faces.push({
        family: firstFamily(family),
        weight,
        url: new URL(src[1], `https://site${cssUrl}`).pathname,
      });
    }
  }
  return faces;
}

/** The CSS a page's server render put in its `<style>` elements. */
export function inlineCss(html: string): string {
  return [...html.matchAll(STYLE_ELEMENT)].map((match) => match[1]).join('\n');
}

/** Replaces `var(--name)` or `var(--name, fallback)` by the value the CSS gives `--name`. */
function resolveVariables(value: string, css: string, depth = 0): string {
  const variable = /^var\(\s*(--[\w-]+)\s*(?:,[^)]*)?\)?/.exec(value);
  if (!variable || depth > 4) {
    return value;
  }
  const defined = declaration(css, variable[1]);
  return defined === null ? value : resolveVariables(defined, css, depth + 1);
}

/**
 * `family|weight` for each font named by the rule of a rendered element that shows text
 * (`withText`, from classesWithText.ts), e.g. `Roboto|500`.
 */
export function renderedFonts(css: string, withText: Set<string>): Set<string> {
  const used = new Set<string>();
  for (const [, className, block] of css.matchAll(ELEMENT_RULE)) {
    if (!withText.has(className)) {
      continue;
    }
    const family = declaration(block, 'font-family');
    const weight = declaration(block, 'font-weight');
    if (!family || !weight) {
      continue;
    }
    const resolvedWeight = numericWeight(resolveVariables(weight, css));
    if (resolvedWeight !== null) {
      used.add(`${firstFamily(resolveVariables(family, css))}|${resolvedWeight}`);
    }
  }
  return used;
}

/** The URLs of the declared faces that the page's rendered elements use. */
export function usedFaceUrls(faces: DeclaredFace[], used: Set<string>): string[] {
  return [
    ...new Set(
      faces.filter((face) => used.has(`${face.family}|${face.weight}`)).map((face) => face.url),
    ),
  ];
}
