/**
 * Writes the Material Icons finder's files (docs/performance.md#the-icon-finder) from the installed
 * @mui/icons-material: under public/material-icons/<inputs hash>/, a small index (every icon, its
 * themes, the words of its name and our synonyms from data/icon-synonyms.json) and the drawings,
 * 100 icons of one theme per file (formats in src/core/iconIndex.ts); and
 * generated/icons/iconFiles.ts, which tells the browser that folder. The page never imports the
 * 10,600 icon modules: the finder draws plain SVG from these files.
 *
 *   tsx scripts/generate-icons.ts            # skipped when its inputs have not changed
 *   tsx scripts/generate-icons.ts --force    # write them again
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DRAWING_ATTRIBUTES,
  DRAWING_TAGS,
  ICON_CHUNK_SIZE,
  ICON_INDEX_FORMAT,
  chunkFileName,
  chunkNumbers,
  type DrawingChunk,
  type DrawingNode,
  type DrawingTag,
  type IconIndexFile,
} from '@/core/iconIndex';
import {
  ICON_THEMES,
  iconModuleName,
  nameWords,
  splitModuleName,
  themeBit,
  type IconTheme,
} from '@/core/iconNames';
import { parseIconSynonyms } from '@/core/iconSynonyms';

const ROOT = process.cwd();
const PACKAGE_DIR = path.join(ROOT, 'node_modules', '@mui', 'icons-material');
const MODULES_DIR = path.join(PACKAGE_DIR, 'esm');
const SYNONYMS_FILE = path.join(ROOT, 'data', 'icon-synonyms.json');
const PUBLIC_DIR = path.join(ROOT, 'public', 'material-icons');
const GENERATED_DIR = path.join(ROOT, 'generated', 'icons');
const FILES_MODULE = path.join(GENERATED_DIR, 'iconFiles.ts');
const CORE_FILES = ['iconIndex.ts', 'iconNames.ts', 'iconSynonyms.ts'].map((file) =>
  path.join(ROOT, 'src', 'core', file),
);

/** An element as the icon modules' JSX calls build it. */
interface JsxElement {
  type: string | symbol;
  props: Record<string, unknown>;
}

const FRAGMENT = Symbol('Fragment');

/** The drawing attributes under their React names (`fillOpacity`) and SVG names (`fill-opacity`). */
const ATTRIBUTE_NAMES = new Map<string, string>(
  DRAWING_ATTRIBUTES.map((name) => [
    name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
    name,
  ]),
);
/** Attributes that only serve `<defs>`/`<use>`, resolved here. */
const RESOLVED = new Set(['id', 'xlinkHref', 'href', 'overflow', 'children']);

/**
 * The JSX children an icon module passes to createSvgIcon. Each module is a few lines of compiled
 * JSX (`createSvgIcon(_jsx("path", { d: "…" }), 'Delete')`): it is run with stand-ins for
 * createSvgIcon and the JSX runtime, so no React and no MUI is loaded for 10,600 modules.
 */
function moduleChildren(file: string): unknown {
  const source = fs.readFileSync(file, 'utf8');
  const body = source
    .replace(/^\s*import\s[^;]*;\s*$/gm, '')
    .replace(/^\s*['"]use client['"];?\s*$/gm, '')
    .replace('export default ', 'return ');
  if (!body.includes('return createSvgIcon(')) {
    throw new Error(
      `${path.relative(ROOT, file)} is not an icon module as @mui/icons-material 5 writes them (createSvgIcon(…)); scripts/generate-icons.ts must learn its new shape`,
    );
  }
  const jsx = (type: string | symbol, props: Record<string, unknown>): JsxElement => ({
    type,
    props,
  });
  const run = new Function('createSvgIcon', '_jsx', '_jsxs', 'React', body) as (
    ...args: unknown[]
  ) => unknown;
  return run((children: unknown) => children, jsx, jsx, { Fragment: FRAGMENT });
}

function asList(children: unknown): JsxElement[] {
  if (children === undefined || children === null || children === false) return [];
  return (Array.isArray(children) ? children : [children]) as JsxElement[];
}

/** Every element with an id, anywhere in the tree (`<defs><path id="a"/></defs>`). */
function collectIds(elements: readonly JsxElement[], ids: Map<string, JsxElement>): void {
  for (const element of elements) {
    if (typeof element.props.id === 'string') ids.set(element.props.id, element);
    collectIds(asList(element.props.children), ids);
  }
}

/** The drawing nodes of some JSX elements: `<defs>` dropped, `<use>` replaced by what it names. */
function toNodes(
  elements: readonly JsxElement[],
  ids: ReadonlyMap<string, JsxElement>,
  module: string,
): DrawingNode[] {
  const nodes: DrawingNode[] = [];
  for (const element of elements) {
    if (element.type === FRAGMENT) {
      nodes.push(...toNodes(asList(element.props.children), ids, module));
      continue;
    }
    if (element.type === 'defs') continue;
    if (element.type === 'use') {
      const href = String(element.props.xlinkHref ?? element.props.href ?? '');
      const target = ids.get(href.replace(/^#/, ''));
      if (!target) throw new Error(`${module}: <use> names "${href}", which it does not define`);
      nodes.push(...toNodes([target], ids, module));
      continue;
    }
    if (!(DRAWING_TAGS as readonly unknown[]).includes(element.type)) {
      throw new Error(
        `${module}: <${String(element.type)}> is not one of ${DRAWING_TAGS.join(', ')}; add it to DRAWING_TAGS (src/core/iconIndex.ts) and the finder's drawing`,
      );
    }
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(element.props)) {
      if (RESOLVED.has(key)) continue;
      const name = ATTRIBUTE_NAMES.get(key) ?? (ATTRIBUTE_NAMES.has(key) ? key : undefined);
      if (!name) {
        throw new Error(
          `${module}: attribute ${key} is not one of ${DRAWING_ATTRIBUTES.join(', ')}; add it to DRAWING_ATTRIBUTES (src/core/iconIndex.ts)`,
        );
      }
      attributes[name] = String(value);
    }
    const tag = element.type as DrawingTag;
    const children = toNodes(asList(element.props.children), ids, module);
    if (tag === 'path' && Object.keys(attributes).length === 1 && attributes.d) {
      nodes.push(attributes.d);
    } else {
      nodes.push(children.length > 0 ? [tag, attributes, children] : [tag, attributes]);
    }
  }
  return nodes;
}

function drawingOf(module: string): DrawingNode[] {
  const elements = asList(moduleChildren(path.join(MODULES_DIR, `${module}.js`)));
  const ids = new Map<string, JsxElement>();
  collectIds(elements, ids);
  const nodes = toNodes(elements, ids, module);
  if (nodes.length === 0) throw new Error(`${module}: the icon draws nothing`);
  return nodes;
}

function inputsHash(): string {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(__filename));
  for (const file of CORE_FILES) hash.update(fs.readFileSync(file));
  hash.update(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json')));
  hash.update(fs.existsSync(SYNONYMS_FILE) ? fs.readFileSync(SYNONYMS_FILE) : 'no synonyms');
  return hash.digest('hex').slice(0, 12);
}

function filesModule(folder: string, inputs: string): string {
  return [
    '// Generated by scripts/generate-icons.ts. Do not edit.',
    `// inputs ${inputs}`,
    "/** Where the icon finder's index and drawings are served (public/material-icons/<hash>/). */",
    `export const ICON_FILES_PATH = '/material-icons/${folder}/';`,
    '',
  ].join('\n');
}

/** Writes the finder's files unless their inputs are unchanged (`--force`: always). */
export function run(args: readonly string[] = []): void {
  const inputs = inputsHash();
  const folder = path.join(PUBLIC_DIR, inputs);
  const expected = filesModule(inputs, inputs);
  if (
    !args.includes('--force') &&
    fs.existsSync(path.join(folder, 'index.json')) &&
    fs.existsSync(FILES_MODULE) &&
    fs.readFileSync(FILES_MODULE, 'utf8') === expected
  ) {
    console.log('[icons] public/material-icons/ is up to date');
    return;
  }
  if (!fs.existsSync(MODULES_DIR)) {
    throw new Error(
      `${path.relative(ROOT, MODULES_DIR)} is missing: @mui/icons-material is not installed; run npm install`,
    );
  }
  const modules = fs
    .readdirSync(MODULES_DIR)
    .filter((file) => /^[A-Z0-9][A-Za-z0-9]*\.js$/.test(file))
    .map((file) => file.slice(0, -3));
  const moduleSet = new Set(modules);
  const themes = new Map<string, number>();
  for (const module of modules) {
    const { icon, theme } = splitModuleName(module, moduleSet);
    themes.set(icon, (themes.get(icon) ?? 0) | themeBit(theme));
  }
  const names = [...themes.keys()].sort();
  const synonyms = parseIconSynonyms(
    JSON.parse(fs.readFileSync(SYNONYMS_FILE, 'utf8')) as unknown,
    path.relative(ROOT, SYNONYMS_FILE),
    new Set(names),
    nameWords,
  );
  const index: IconIndexFile = {
    format: ICON_INDEX_FORMAT,
    chunkSize: ICON_CHUNK_SIZE,
    icons: names.map((icon) => [
      icon,
      themes.get(icon) ?? 0,
      nameWords(icon).join(' '),
      (synonyms.get(icon) ?? []).join(' '),
    ]),
  };

  const staging = `${folder}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  fs.writeFileSync(path.join(staging, 'index.json'), JSON.stringify(index));
  const numbers = chunkNumbers(index);
  let files = 1;
  for (const theme of ICON_THEMES) {
    const chunks: DrawingChunk[] = [];
    for (const [icon, chunk] of numbers[theme]) {
      chunks[chunk] ??= {};
      chunks[chunk][icon] = drawingOf(iconModuleName(icon, theme as IconTheme));
    }
    chunks.forEach((chunk, number) => {
      fs.writeFileSync(path.join(staging, chunkFileName(theme, number)), JSON.stringify(chunk));
      files += 1;
    });
  }
  // Older folders go: a host serves only the current build's files.
  fs.mkdirSync(PUBLIC_DIR, { recursive: true });
  for (const old of fs.readdirSync(PUBLIC_DIR)) {
    if (old === path.basename(staging)) continue;
    fs.rmSync(path.join(PUBLIC_DIR, old), { recursive: true, force: true });
  }
  fs.renameSync(staging, folder);
  fs.mkdirSync(GENERATED_DIR, { recursive: true });
  fs.writeFileSync(FILES_MODULE, expected);
  console.log(
    `[icons] ${names.length} icons (${modules.length} modules, ${synonyms.size} with synonyms) in ${files} files under public/material-icons/${inputs}/`,
  );
}

if (process.argv[1]?.endsWith('generate-icons.ts')) {
  try {
    run(process.argv.slice(2));
  } catch (error) {
    console.error(
      "[icons] could not write the icon finder's files:",
      error instanceof Error ? error.message : error,
    );
    process.exit(1);
  }
}
