/**
 * The demo marker of a Markdown page: `{{"demo": "Name.tsx"}}`, optionally followed by options in
 * the same JSON object, e.g. `{{"demo": "FixedAppBar.tsx", "iframe": true, "height": 300}}`.
 * An unknown option, or a value of the wrong type, is an author's mistake: it throws a message
 * naming the option and what is allowed (the caller adds the file and line).
 */

/** The demo box's background: a bordered box (default), none, a soft gradient, a grey surface. */
export const DEMO_BACKGROUNDS = ['outlined', 'inline', 'gradient', 'playground'] as const;
export type DemoBackground = (typeof DEMO_BACKGROUNDS)[number];

export interface DemoOptions {
  /** Renders the demo in an iframe of its own (layout demos with `position: fixed`). */
  iframe: boolean;
  bg: DemoBackground;
  /** No toolbar and no code: the demo alone. */
  hideToolbar: boolean;
  /** The whole code is shown from the start. */
  defaultCodeOpen: boolean;
  /** The demo box's maximum width, a CSS length (a number is pixels). */
  maxWidth: string | null;
  /** The demo box's height (a framed demo's frame height), a CSS length (a number is pixels). */
  height: string | null;
  /** The code stays read-only. */
  disableLiveEdit: boolean;
  /** No short preview of the JSX under the demo: the code shows only with Show code. */
  hidePreview: boolean;
}

export const DEFAULT_DEMO_OPTIONS: Readonly<DemoOptions> = {
  iframe: false,
  bg: 'outlined',
  hideToolbar: false,
  defaultCodeOpen: false,
  maxWidth: null,
  height: null,
  disableLiveEdit: false,
  hidePreview: false,
};

export interface DemoMarker {
  /** The demo file as written, e.g. `BasicButtons.tsx`. */
  name: string;
  /** Only the options the marker sets (the defaults are left out of the page's data). */
  options: Partial<DemoOptions>;
}

const MARKER_SHAPE = /^\{\{\s*"demo"\s*:[\s\S]*\}\}$/;

/** Whether a line (trimmed) is written as a demo marker, well formed or not. */
export function looksLikeDemoMarker(text: string): boolean {
  return MARKER_SHAPE.test(text.trim());
}

const BOOLEAN_OPTIONS = [
  'iframe',
  'hideToolbar',
  'defaultCodeOpen',
  'disableLiveEdit',
  'hidePreview',
] as const;
const LENGTH_OPTIONS = ['maxWidth', 'height'] as const;
const KNOWN_OPTIONS = ['demo', 'bg', ...BOOLEAN_OPTIONS, ...LENGTH_OPTIONS];

/** A CSS length an author may write: a number of pixels, or a number with a unit or a percentage. */
const CSS_LENGTH = /^\d+(\.\d+)?(px|rem|em|%|vh|vw|ch)$/;

function lengthOf(key: string, value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    return `${value}px`;
  }
  if (typeof value === 'string' && CSS_LENGTH.test(value.trim())) {
    return value.trim();
  }
  throw new Error(
    `the demo option "${key}" is ${JSON.stringify(value)}: write a positive number of pixels (360) or a length such as "40rem" or "80%"`,
  );
}

function backgroundOf(value: unknown): DemoBackground {
  // `true` asks for a background, as it did on mui.com: the grey one.
  if (value === true) {
    return 'playground';
  }
  if (typeof value === 'string' && (DEMO_BACKGROUNDS as readonly string[]).includes(value)) {
    return value as DemoBackground;
  }
  throw new Error(
    `the demo option "bg" is ${JSON.stringify(value)}: use one of ${DEMO_BACKGROUNDS.map((name) => `"${name}"`).join(', ')} (or true for "playground")`,
  );
}

/**
 * The marker's demo and options, or null when the text is not a demo marker at all. Throws, naming
 * the problem, for a marker that is not valid JSON or has an unknown or ill-typed option.
 */
export function parseDemoMarker(text: string): DemoMarker | null {
  const trimmed = text.trim();
  if (!MARKER_SHAPE.test(trimmed)) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed.slice(1, -1));
  } catch {
    throw new Error(
      `the demo marker ${trimmed} is not valid JSON inside its braces: write it as {{"demo": "Name.tsx", "option": value}}`,
    );
  }
  const fields = parsed as Record<string, unknown>;
  const name = fields.demo;
  if (typeof name !== 'string' || !/^[\w.-]+\.(tsx|js)$/.test(name)) {
    throw new Error(
      `the demo marker ${trimmed} names ${JSON.stringify(name)}: name a demo file of the page's folder, such as "BasicButtons.tsx"`,
    );
  }
  const options: Partial<DemoOptions> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!KNOWN_OPTIONS.includes(key)) {
      throw new Error(
        `the demo marker of ${name} has an unknown option "${key}": the options are ${KNOWN_OPTIONS.slice(1).join(', ')}`,
      );
    }
    if (key === 'bg') {
      options.bg = backgroundOf(value);
    } else if ((BOOLEAN_OPTIONS as readonly string[]).includes(key)) {
      if (typeof value !== 'boolean') {
        throw new Error(
          `the demo option "${key}" of ${name} is ${JSON.stringify(value)}: write true or false`,
        );
      }
      options[key as (typeof BOOLEAN_OPTIONS)[number]] = value;
    } else if ((LENGTH_OPTIONS as readonly string[]).includes(key)) {
      options[key as (typeof LENGTH_OPTIONS)[number]] = lengthOf(key, value);
    }
  }
  return { name, options };
}

/** A demo's options with the defaults filled in. */
export function demoOptionsOf(options: Partial<DemoOptions> | undefined): DemoOptions {
  return { ...DEFAULT_DEMO_OPTIONS, ...options };
}
