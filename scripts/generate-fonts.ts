/**
 * Writes generated/fonts/: for each weight of the text fonts the site serves, a woff2 file with
 * only the glyphs of English documentation text (src/core/basicLatin.ts), cut from the
 * @fontsource latin file, and a stylesheet per font family declaring them. Imported after the
 * @fontsource stylesheets, the smaller faces win for their characters; the browser fetches the
 * full latin file only for a page that uses a character outside them. A third less font data on
 * every first visit.
 *
 *   tsx scripts/generate-fonts.ts            # skipped when its inputs have not changed
 *   tsx scripts/generate-fonts.ts --force    # cut them again
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { BASIC_LATIN_CHARACTERS, unicodeRange } from '@/core/basicLatin';

interface FontFamily {
  /** The CSS family name, as @fontsource declares it. */
  family: string;
  /** The @fontsource package folder and file prefix. */
  fontsource: string;
  weights: number[];
  /**
   * The stylesheet written under generated/fonts/. Next takes global CSS only from pages/_app:
   * the demo fonts' stylesheets, imported by the demo components, are CSS modules (of @font-face
   * rules alone, which CSS modules leave global).
   */
  stylesheet: string;
  /**
   * How a face that arrives late is shown. `optional` for the shell's text font and the demos' (a
   * late Roboto reflowed a Button page of sixteen demos once more, 300 ms on a slow phone): a face not there
   * within the first moments of a visit is skipped for that page (the next page has it cached), so
   * a late font never reflows a page that is already on screen. The stylesheet then carries
   * @fontsource's faces for the other scripts too, with the same display, instead of pages/_app
   * importing @fontsource's own stylesheets (which say `swap`).
   */
  display: 'swap' | 'optional';
}

/** The weights each stylesheet of pages/_app.tsx and src/components/docs/demoFonts/ imports. */
const BASIC_LATIN_FAMILIES: FontFamily[] = [
  {
    family: 'IBM Plex Sans',
    fontsource: 'ibm-plex-sans',
    weights: [400, 500, 600, 700],
    stylesheet: 'ibm-plex-sans.css',
    display: 'optional',
  },
  {
    family: 'Roboto',
    fontsource: 'roboto',
    weights: [300, 400, 500, 700],
    stylesheet: 'roboto.module.css',
    display: 'optional',
  },
  {
    family: 'Inter',
    fontsource: 'inter',
    weights: [400, 500, 600, 700],
    stylesheet: 'inter.module.css',
    display: 'optional',
  },
];

const outDir = path.join(process.cwd(), 'generated', 'fonts');

function basicFileName(fontsource: string, weight: number): string {
  return `${fontsource}-basic-latin-${weight}-normal.woff2`;
}

function fontFace(font: FontFamily, weight: number, file: string, range: string): string {
  return [
    '@font-face {',
    `  font-family: '${font.family}';`,
    '  font-style: normal;',
    `  font-display: ${font.display};`,
    `  font-weight: ${weight};`,
    `  src: url(./${file}) format('woff2');`,
    `  unicode-range: ${range};`,
    '}',
  ].join('\n');
}

/**
 * @fontsource's own faces of `font` (every script it covers), with `font.display`, their files
 * referenced where npm installed them.
 */
function fontsourceFaces(font: FontFamily): string[] {
  const folder = path.join(process.cwd(), 'node_modules', '@fontsource', font.fontsource);
  const files = path.relative(outDir, path.join(folder, 'files')).split(path.sep).join('/');
  return font.weights.map((weight) => {
    const stylesheet = path.join(folder, `${weight}.css`);
    if (!fs.existsSync(stylesheet)) {
      throw new Error(`${stylesheet} is missing: run npm install`);
    }
    const css = fs.readFileSync(stylesheet, 'utf8');
    if (!css.includes('font-display: swap;') || !css.includes('url(./files/')) {
      throw new Error(
        `${stylesheet} no longer declares its faces as scripts/generate-fonts.ts expects (font-display: swap, url(./files/…)): update fontsourceFaces()`,
      );
    }
    return withoutBasicLatin(css, `${font.fontsource}-latin-${weight}-normal`)
      .replaceAll('font-display: swap;', `font-display: ${font.display};`)
      .replaceAll('url(./files/', `url(${files}/`);
  });
}

/** The code points of a `unicode-range` value (`U+0000-00FF, U+0131`). */
function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from, 16);
    const end = parseInt(to, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

/**
 * The latin face (the comment `/* <name> *\/` before it) without the basic latin characters in its
 * range: with `font-display: optional`, a basic latin face that is not there in time must leave
 * those characters to the fallback font, not to the full latin file, which the browser would then
 * download as well.
 */
function withoutBasicLatin(css: string, name: string): string {
  const face = new RegExp(
    `(/\\* ${name} \\*/\\s*@font-face\\s*{[^}]*unicode-range:\\s*)([^;]+)(;)`,
  );
  const match = face.exec(css);
  if (!match) {
    throw new Error(
      `the @fontsource stylesheet has no face named ${name}: update withoutBasicLatin()`,
    );
  }
  const basic = new Set(codePointsOf(unicodeRange(BASIC_LATIN_CHARACTERS)));
  const rest = codePointsOf(match[2]).filter((code) => !basic.has(code));
  return css.replace(face, `$1${unicodeRange(String.fromCodePoint(...rest))}$3`);
}

async function writeFamily(font: FontFamily, range: string): Promise<number> {
  // @fontsource's faces first, so the smaller basic latin faces after them win for their characters.
  const faces: string[] = font.display === 'swap' ? [] : fontsourceFaces(font);
  let saved = 0;
  for (const weight of font.weights) {
    const source = path.join(
      process.cwd(),
      'node_modules',
      '@fontsource',
      font.fontsource,
      'files',
      `${font.fontsource}-latin-${weight}-normal.woff2`,
    );
    if (!fs.existsSync(source)) {
      throw new Error(
        `${source} is missing: run npm install (it comes with @fontsource/${font.fontsource})`,
      );
    }
    const latin = fs.readFileSync(source);
    const basic = await subsetFont(latin, BASIC_LATIN_CHARACTERS, { targetFormat: 'woff2' });
    const file = basicFileName(font.fontsource, weight);
    fs.writeFileSync(path.join(outDir, file), basic);
    faces.push(fontFace(font, weight, file, range));
    saved += latin.length - basic.length;
  }
  const header = `/* Generated by scripts/generate-fonts.ts: ${font.family}, basic latin. Do not edit. */`;
  fs.writeFileSync(path.join(outDir, font.stylesheet), `${header}\n${faces.join('\n')}\n`);
  return saved;
}

/** Where the hash of the inputs of the files in generated/fonts/ is kept. */
const STAMP_FILE = path.join(outDir, 'inputs.sha256');

/**
 * What the files depend on: this script, the character set, and the installed @fontsource
 * versions. The files are cut again only when it changes (cutting takes a second and a half, on
 * every `npm run dev`).
 */
function inputsHash(): string {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(__filename));
  hash.update(BASIC_LATIN_CHARACTERS);
  for (const font of BASIC_LATIN_FAMILIES) {
    const manifest = path.join('node_modules', '@fontsource', font.fontsource, 'package.json');
    hash.update(fs.existsSync(manifest) ? fs.readFileSync(manifest) : `missing ${manifest}`);
  }
  return hash.digest('hex');
}

function outputsPresent(): boolean {
  return BASIC_LATIN_FAMILIES.every(
    (font) =>
      fs.existsSync(path.join(outDir, font.stylesheet)) &&
      font.weights.every((weight) =>
        fs.existsSync(path.join(outDir, basicFileName(font.fontsource, weight))),
      ),
  );
}

/** Writes the fonts unless their inputs are unchanged (`--force`: always). Run by scripts/generate.ts, or on its own. */
export async function run(args: readonly string[] = []): Promise<void> {
  const inputs = inputsHash();
  const stamp = fs.existsSync(STAMP_FILE) ? fs.readFileSync(STAMP_FILE, 'utf8').trim() : '';
  if (!args.includes('--force') && stamp === inputs && outputsPresent()) {
    console.log('[fonts] generated/fonts/ is up to date');
    return;
  }
  fs.mkdirSync(outDir, { recursive: true });
  const range = unicodeRange(BASIC_LATIN_CHARACTERS);
  let saved = 0;
  let files = 0;
  for (const font of BASIC_LATIN_FAMILIES) {
    saved += await writeFamily(font, range);
    files += font.weights.length;
  }
  fs.writeFileSync(STAMP_FILE, `${inputs}\n`);
  console.log(
    `[fonts] ${files} basic latin font files in generated/fonts/, ${Math.round(saved / 1024)} KiB smaller than their latin files`,
  );
}

if (process.argv[1]?.endsWith('generate-fonts.ts')) {
  run(process.argv.slice(2)).catch((error: unknown) => {
    console.error('[fonts] could not write the basic latin fonts:', error);
    process.exit(1);
  });
}
