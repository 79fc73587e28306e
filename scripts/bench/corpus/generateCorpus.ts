/**
 * A deterministic synthetic corpus of docs pages, the benchmark's workload for scale tests: the
 * same (pages, seed) always writes the same bytes. Layout: <out>/<area>/<group>/<slug>.md plus a
 * root index.md and corpus-manifest.json. Each page has a title in its front matter, an H1, 4–8
 * sections, about 600–1,200 words of prose, two or three fenced code blocks, one table, one list and
 * a few relative `../group/page.md` links, which other site generators resolve as well.
 *
 *   tsx scripts/bench/corpus/generateCorpus.ts <out> <pages> [seed]
 */
import fs from 'node:fs';
import path from 'node:path';
import { createVocabulary, capitalise, distinctWords, type Vocabulary } from './vocabulary';
import { AREAS, ASPECTS, GROUPS, SUBJECTS } from './words';

const DEFAULT_SEED = 20261124;

/** A small seeded generator (xorshift32): enough for reproducible text, nothing cryptographic. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

interface CorpusPage {
  area: string;
  group: string;
  slug: string;
  title: string;
}

export interface CorpusManifest {
  seed: number;
  pages: { path: string; title: string; words: number }[];
  /** Distinct words of the whole corpus (`distinctWords`: case ignored, identifiers whole). */
  distinctWords: number;
  typical: string;
}

function pageList(count: number, next: () => number): CorpusPage[] {
  const pages: CorpusPage[] = [];
  const used = new Set<string>();
  for (let index = 0; pages.length < count; index += 1) {
    const area = AREAS[index % AREAS.length];
    const group = GROUPS[Math.floor(index / AREAS.length) % GROUPS.length];
    const subject = SUBJECTS[Math.floor(next() * SUBJECTS.length)];
    const aspect = ASPECTS[Math.floor(next() * ASPECTS.length)];
    let slug = `${subject}-${aspect}`;
    for (let suffix = 2; used.has(`${area}/${group}/${slug}`); suffix += 1) {
      slug = `${subject}-${aspect}-${suffix}`;
    }
    used.add(`${area}/${group}/${slug}`);
    pages.push({ area, group, slug, title: `${capitalise(subject)} ${aspect}` });
  }
  return pages;
}

function writer(next: () => number, v: Vocabulary) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const code = (text: string) => `\`${text}\``;
  const clauses: (() => string)[] = [
    () => `the ${v.adjective()} ${v.noun()} ${v.verbs()} ${v.functionWord()} ${v.nouns()}`,
    () =>
      `${v.functionWord()} ${v.noun()} ${v.auxiliary()} ${v.verb()} the ${v.adjective()} ${v.nouns()}`,
    () => `${code(v.prop())} ${v.verbs()} the ${v.noun()} of ${code(v.component())}`,
    () =>
      `${v.verbing()} a ${v.noun()} ${v.adverb()} ${v.verbs()} ${v.functionWord()} ${v.nouns()}`,
    () =>
      `${code(v.hook())} ${v.auxiliary()} ${v.verb()} ${v.nouns()} ${v.verbed()} by ${code(v.prop())}`,
    () => `${v.adjective()} ${v.nouns()} are ${v.verbed()} ${v.adverb()}`,
    () => `the ${code(v.className())} class ${v.verbs()} the ${v.adjective()} ${v.noun()}`,
    () => `${v.nouns()} ${v.functionWord()} the ${v.noun()} ${v.verb()} ${v.adverb()}`,
  ];
  const joiners = [
    'when',
    'so that',
    'because',
    'while',
    'unless',
    'and',
    'but',
    'before',
    'after',
  ];
  const sentence = () => {
    const first = pick(clauses)();
    const text = next() < 0.55 ? `${first} ${pick(joiners)} ${pick(clauses)()}` : first;
    return `${capitalise(text)}.`;
  };
  const paragraph = () => Array.from({ length: between(3, 7) }, sentence).join(' ');
  const demo = (name: string) => {
    const component = capitalise(name);
    const lines = [`import ${component} from './${component}';`];
    lines.push(`import { ${v.hook()} } from './hooks';`, '');
    lines.push(`export default function ${component}Demo() {`);
    for (let line = between(6, 24); line > 0; line -= 1) {
      lines.push(`  const ${v.noun()} = ${v.hook()}('${v.adjective()}');`);
    }
    lines.push(`  return <${component} ${v.prop()} ${v.prop()}={${v.noun()}} />;`, '}');
    return lines.join('\n');
  };
  const heading = () => `${capitalise(v.adjective())} ${v.nouns()}`;
  return { pick, between, paragraph, demo, heading, vocabulary: v };
}

function pageMarkdown(
  page: CorpusPage,
  all: CorpusPage[],
  next: () => number,
  vocabulary: Vocabulary,
): string {
  const w = writer(next, vocabulary);
  const parts = [
    '---',
    `title: ${page.title}`,
    '---',
    '',
    `# ${page.title}`,
    '',
    w.paragraph(),
    '',
  ];
  const sections = w.between(4, 8);
  const codeAt = new Set([1, 2, w.between(3, sections)].slice(0, w.between(2, 3)));
  for (let section = 1; section <= sections; section += 1) {
    const heading = w.heading();
    parts.push(`${section % 3 === 0 ? '###' : '##'} ${heading} ${section}`, '');
    parts.push(w.paragraph(), '', w.paragraph(), '');
    if (codeAt.has(section)) {
      parts.push('```tsx', w.demo(page.slug.split('-')[0]), '```', '');
    }
    if (section === 2) {
      parts.push('| Prop | Type | Default |', '| --- | --- | --- |');
      for (let row = w.between(3, 6); row > 0; row -= 1) {
        parts.push(
          `| ${w.vocabulary.prop()} | ${w.pick(['string', 'boolean', 'number', 'func', 'node'])} | ${w.vocabulary.adjective()} |`,
        );
      }
      parts.push('');
    }
    if (section === 3) {
      for (let item = w.between(3, 5); item > 0; item -= 1)
        parts.push(`- ${w.paragraph().split('. ')[0]}.`);
      parts.push('');
    }
  }
  const neighbours = all.filter((other) => other.area === page.area && other !== page);
  const links = Array.from({ length: Math.min(neighbours.length, w.between(3, 5)) }, () =>
    w.pick(neighbours),
  );
  parts.push('## See also', '');
  for (const link of links) parts.push(`- [${link.title}](../${link.group}/${link.slug}.md)`);
  parts.push('');
  return parts.join('\n');
}

/** Writes the corpus and returns its manifest. */
export function generateCorpus(outDir: string, count: number, seed = DEFAULT_SEED): CorpusManifest {
  if (!Number.isInteger(count) || count < 20) {
    throw new Error(`The corpus needs at least 20 pages (asked for ${count})`);
  }
  const next = randomSource(seed);
  const pages = pageList(count, next);
  fs.rmSync(outDir, { recursive: true, force: true });
  const manifest: CorpusManifest = { seed, pages: [], distinctWords: 0, typical: '' };
  const vocabulary = createVocabulary(randomSource(seed ^ 0x5eed));
  const seen = new Set<string>();
  for (const page of pages) {
    const file = path.join(outDir, page.area, page.group, `${page.slug}.md`);
    const text = pageMarkdown(page, pages, next, vocabulary);
    distinctWords(text, seen);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    const words = text.split(/\s+/).filter(Boolean).length;
    manifest.pages.push({
      path: `/${page.area}/${page.group}/${page.slug}`,
      title: page.title,
      words,
    });
  }
  manifest.distinctWords = seen.size;
  const byWords = [...manifest.pages].sort((a, b) => a.words - b.words);
  manifest.typical = byWords[Math.floor(byWords.length / 2)].path;
  fs.writeFileSync(
    path.join(outDir, 'index.md'),
    `---\ntitle: Synthetic corpus\n---\n\n# Synthetic corpus\n\n${count} generated pages for the benchmark.\n`,
  );
  fs.writeFileSync(
    path.join(outDir, 'corpus-manifest.json'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  return manifest;
}

if (process.argv[1]?.endsWith('generateCorpus.ts')) {
  const [outDir, count, seed] = process.argv.slice(2);
  if (!outDir || !count) {
    console.error('usage: tsx scripts/bench/corpus/generateCorpus.ts <out> <pages> [seed]');
    process.exit(2);
  }
  const manifest = generateCorpus(
    path.resolve(outDir),
    Number(count),
    seed ? Number(seed) : undefined,
  );
  console.log(
    `[corpus] ${manifest.pages.length} pages in ${outDir}, ${manifest.distinctWords} distinct words; typical page ${manifest.typical}`,
  );
}
