/**
 * The shell's static CSS reads the branding tokens from custom properties (shellTokens.css): they
 * must say what brandingTokens.ts, their home, says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BORDER_RADIUS, FONT_FAMILY_BODY, FONT_FAMILY_CODE } from './brandingTokens';

const css = fs.readFileSync(path.join(__dirname, 'shellTokens.css'), 'utf8');

function property(name: string): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(css);
  if (match === null) {
    throw new Error(`${name} is not set in shellTokens.css`);
  }
  return match[1].trim();
}

/** A font list with its quotes and spaces normalised: `"IBM Plex Sans",system-ui`. */
function fontList(value: string): string {
  return value
    .split(',')
    .map((font) => font.trim().replace(/'/g, '"'))
    .join(',');
}

describe('shellTokens.css', () => {
  it('has the body and code font families of brandingTokens.ts', () => {
    expect(fontList(property('--docs-font-body'))).toBe(fontList(FONT_FAMILY_BODY));
    expect(fontList(property('--docs-font-code'))).toBe(fontList(FONT_FAMILY_CODE));
  });

  it('has its border radius', () => {
    expect(property('--docs-radius')).toBe(`${BORDER_RADIUS}px`);
  });
});
