/**
 * What a reader types or picks in the colour playground (the theme action
 * "change" with colours, docs/product-rules.md#theme-state-and-actions): hex values are checked here, so bad input becomes a message
 * beside the field, never a saved colour (`mui-palette-colors`, docs/product-rules.md#preferences-and-storage-keys).
 */

export type HexInputResult = { ok: true; value: string } | { ok: false; message: string };

const HEX_DIGITS = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * Accepts `#rgb` or `#rrggbb`, with or without `#`, surrounding spaces ignored.
 * Returns the colour as lowercase `#rrggbb`, or a message that says what to fix.
 */
export function parseHexInput(raw: string): HexInputResult {
  const text = raw.trim();
  if (text === '') {
    return { ok: false, message: 'Enter a hex colour, for example #007FFF.' };
  }
  const match = HEX_DIGITS.exec(text);
  if (!match) {
    return {
      ok: false,
      message: `"${text.length > 20 ? `${text.slice(0, 20)}…` : text}" is not a hex colour: use 3 or 6 digits 0–9 or A–F, for example #007FFF.`,
    };
  }
  const digits = match[1].toLowerCase();
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  return { ok: true, value: `#${full}` };
}

/** A colour scale: shade name (`50`…`900`, `A100`…`A700`) to hex. */
export type ColorScale = Readonly<Record<string, string>>;

export interface HueShade {
  hue: string;
  shade: string;
}

/** The hue and shade whose colour is `hex` (any case, 3 or 6 digits), or null. */
export function findHueShade(
  hex: string | undefined,
  scales: Readonly<Record<string, ColorScale>>,
): HueShade | null {
  if (hex === undefined) {
    return null;
  }
  const parsed = parseHexInput(hex);
  if (!parsed.ok) {
    return null;
  }
  for (const [hue, scale] of Object.entries(scales)) {
    for (const [shade, value] of Object.entries(scale)) {
      const candidate = parseHexInput(value);
      if (candidate.ok && candidate.value === parsed.value) {
        return { hue, shade };
      }
    }
  }
  return null;
}
