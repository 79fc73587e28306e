/**
 * The production error codes of the installed MUI packages, read from their published code:
 * each `process.env.NODE_ENV !== "production" ? `message` : formatMuiErrorMessage(N, ...)`
 * pairs a message with its code. `${…}` placeholders become `%s`, filled from `args[]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './contentPaths';

const PACKAGES = ['material', 'system', 'base', 'joy', 'utils', 'private-theming', 'styled-engine'];
const PAIR =
  /"production"\s*\?\s*`((?:\\[\s\S]|[^`\\])*)`\s*:\s*(?:\(0,\s*)?_?formatMuiErrorMessage\w*(?:\.default\))?\((\d+)/g;

function jsFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : jsFiles(full);
    }
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/** Turns a template literal's text into a message with `%s` for each interpolation. */
export function templateToMessage(template: string): string {
  let message = '';
  let depth = 0;
  for (let index = 0; index < template.length; index += 1) {
    const char = template[index];
    if (depth === 0 && char === '\\' && index + 1 < template.length) {
      message += template[index + 1];
      index += 1;
    } else if (depth === 0 && char === '$' && template[index + 1] === '{') {
      message += '%s';
      depth = 1;
      index += 1;
    } else if (depth > 0) {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
    } else {
      message += char;
    }
  }
  return message;
}

export function extractErrorCodes(source: string): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const match of source.matchAll(PAIR)) {
    codes[match[2]] = templateToMessage(match[1]);
  }
  return codes;
}

/** Every code of the installed packages, by number. */
export function installedErrorCodes(): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const name of PACKAGES) {
    for (const file of jsFiles(path.join(PROJECT_ROOT, 'node_modules', '@mui', name))) {
      Object.assign(codes, extractErrorCodes(fs.readFileSync(file, 'utf8')));
    }
  }
  return Object.fromEntries(Object.entries(codes).sort(([a], [b]) => Number(a) - Number(b)));
}
