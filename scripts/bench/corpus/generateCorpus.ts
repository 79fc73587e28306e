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
import { ADJECTIVES, AREAS, ASPECTS, CONNECTORS, GROUPS, NOUNS, SUBJECTS, VERBS } from './words';

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
  typical: string;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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

function writer(next: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const sentence = () => {
    const words = [
      pick(ADJECTIVES),
      pick(NOUNS),
      pick(VERBS),
      'the',
      pick(ADJECTIVES),
      pick(NOUNS),
    ];
    if (next() < 0.6) words.push(pick(CONNECTORS), 'the', pick(NOUNS), pick(VERBS), 'it');
    return `${capitalise(`The ${words.join(' ')}`)}.`;
  };
  const paragraph = () => Array.from({ length: between(3, 7) }, sentence).join(' ');
  const code = (name: string) => {
    const lines = [`import ${capitalise(name)} from './${capitalise(name)}';`, ''];
    lines.push(`export default function ${capitalise(name)}Demo() {`);
    for (let line = between(6, 24); line > 0; line -= 1) {
      lines.push(
        `  const ${pick(NOUNS)}${line} = use${capitalise(pick(NOUNS))}('${pick(ADJECTIVES)}');`,
      );
    }
    lines.push(`  return <${capitalise(name)} ${pick(ADJECTIVES)} />;`, '}');
    return lines.join('\n');
  };
  return { pick, between, paragraph, code };
}

function pageMarkdown(page: CorpusPage, all: CorpusPage[], next: () => number): string {
  const w = writer(next);
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
    const heading = `${capitalise(w.pick(ADJECTIVES))} ${w.pick(NOUNS)}s`;
    parts.push(`${section % 3 === 0 ? '###' : '##'} ${heading} ${section}`, '');
    parts.push(w.paragraph(), '', w.paragraph(), '');
    if (codeAt.has(section)) {
      parts.push('```tsx', w.code(page.slug.split('-')[0]), '```', '');
    }
    if (section === 2) {
      parts.push('| Prop | Type | Default |', '| --- | --- | --- |');
      for (let row = w.between(3, 6); row > 0; row -= 1) {
        parts.push(
          `| ${w.pick(NOUNS)}${row} | ${w.pick(['string', 'boolean', 'number'])} | ${w.pick(ADJECTIVES)} |`,
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
  const manifest: CorpusManifest = { seed, pages: [], typical: '' };
  for (const page of pages) {
    const file = path.join(outDir, page.area, page.group, `${page.slug}.md`);
    const text = pageMarkdown(page, pages, next);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    const words = text.split(/\s+/).filter(Boolean).length;
    manifest.pages.push({
      path: `/${page.area}/${page.group}/${page.slug}`,
      title: page.title,
      words,
    });
  }
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
    `[corpus] ${manifest.pages.length} pages in ${outDir}; typical page ${manifest.typical}`,
  );
}
