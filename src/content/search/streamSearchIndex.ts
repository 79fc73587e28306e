/**
 * The search index built in bounded memory, for sites of any size: the same files as
 * `buildSearchIndex` (the same export gives the same bytes), but no page's text is kept.
 *
 * 1. Pages are read one at a time: their entry (title, description, headings, API names) is kept,
 *    their text becomes word counts that are appended to one run file per language and shard
 *    (`<seq> <word> <count>` lines, buffered and spilled to `workDir`), and a digest for the
 *    build id.
 * 2. Per language, the pages are numbered in title order (`indexPages`), then each shard is built
 *    from its run file alone (renumbered), written and dropped before the next.
 *
 * Memory is the pages' entries plus one shard's postings, not the site's text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import {
  shardKey,
  type SerializedCards,
  type SerializedManifest,
  type SerializedShard,
} from '@/core/searchIndex';
import {
  addPageLinks,
  bodyDigest,
  buildIdOf,
  cardFilesOf,
  englishTitlesOf,
  indexPages,
  manifestOf,
  wordCounts,
  type PageMeta,
} from './buildSearchIndex';
import type { ExportedPage } from './readExportedPage';
import { addBodyWord, emptyDraft, fieldDrafts, serializeShard } from './termShards';

/** Where the index's files go: the export step writes them, a test keeps them. */
export interface IndexSink {
  manifest: (language: string, manifest: SerializedManifest) => void;
  shard: (language: string, key: string, shard: SerializedShard) => void;
  cards: (language: string, block: number, cards: SerializedCards) => void;
}

export interface StreamOptions {
  /** Run lines buffered (in characters) before they are appended to their files. */
  spillChars?: number;
  /** Bytes of a run file read at a time. */
  readBytes?: number;
}

export interface StreamedIndex {
  /** Pages indexed per language. */
  languages: Map<string, number>;
}

const DEFAULT_SPILL_CHARS = 8_000_000;
const DEFAULT_READ_BYTES = 1 << 20;

/** Run files: lines per language and shard, buffered, appended to `dir/<language>/<shard>.run`. */
function createRuns(dir: string, spillChars: number, readBytes: number) {
  /** Per language, per shard: the lines not yet appended to the shard's run file. */
  const buffers = new Map<string, Map<string, string[]>>();
  const written = new Map<string, Set<string>>();
  let buffered = 0;
  const fileOf = (language: string, key: string) =>
    path.join(dir, encodeURIComponent(language), `${key}.run`);
  const spill = (): void => {
    for (const [language, shards] of buffers) {
      fs.mkdirSync(path.dirname(fileOf(language, 'x')), { recursive: true });
      for (const [key, lines] of shards) {
        fs.appendFileSync(fileOf(language, key), lines.join(''));
        let keys = written.get(language);
        if (!keys) {
          keys = new Set();
          written.set(language, keys);
        }
        keys.add(key);
      }
    }
    buffers.clear();
    buffered = 0;
  };
  return {
    add(language: string, key: string, line: string): void {
      let shards = buffers.get(language);
      if (!shards) {
        shards = new Map();
        buffers.set(language, shards);
      }
      const lines = shards.get(key);
      if (lines) lines.push(line);
      else shards.set(key, [line]);
      buffered += line.length;
      if (buffered >= spillChars) spill();
    },
    spill,
    /** The shards with a run file (after `spill`). */
    keys: (language: string): ReadonlySet<string> => written.get(language) ?? new Set(),
    /** Calls `each` with every line of a shard's run file, read `readBytes` at a time. */
    lines: (language: string, key: string, each: (line: string) => void): void => {
      const file = fileOf(language, key);
      if (!fs.existsSync(file)) return;
      const fd = fs.openSync(file, 'r');
      try {
        const chunk = Buffer.alloc(readBytes);
        const decoder = new StringDecoder('utf8');
        let rest = '';
        for (;;) {
          const read = fs.readSync(fd, chunk, 0, chunk.length, null);
          const text = rest + (read === 0 ? decoder.end() : decoder.write(chunk.subarray(0, read)));
          const lines = text.split('\n');
          rest = lines.pop() ?? '';
          lines.forEach(each);
          if (read === 0) break;
        }
        if (rest !== '') each(rest);
      } finally {
        fs.closeSync(fd);
      }
    },
  };
}

/**
 * Builds the index of the pages `pages` yields into `sink`, spilling to `workDir` (created, and
 * removed at the end). Every language's pages are indexed apart, as `buildSearchIndex` does.
 */
export function streamSearchIndex(
  pages: Iterable<ExportedPage>,
  workDir: string,
  sink: IndexSink,
  options: StreamOptions = {},
): StreamedIndex {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  try {
    const runs = createRuns(
      workDir,
      options.spillChars ?? DEFAULT_SPILL_CHARS,
      options.readBytes ?? DEFAULT_READ_BYTES,
    );
    const metas: PageMeta[] = [];
    const digests: string[] = [];
    const links = new Map<string, number>();
    for (const page of pages) {
      const seq = metas.length;
      metas.push({
        path: page.path,
        language: page.language,
        title: page.title,
        description: page.description,
        translated: page.translated,
        sections: page.sections,
      });
      addPageLinks(links, page);
      const counts = wordCounts(page.text);
      digests.push(bodyDigest(counts));
      for (const [word, count] of counts) {
        const key = shardKey(word);
        if (key !== null) runs.add(page.language, key, `${seq} ${word} ${count}\n`);
      }
    }
    runs.spill();

    const englishTitles = englishTitlesOf(metas);
    const languages = new Map<string, number>();
    for (const language of Array.from(new Set(metas.map((meta) => meta.language))).sort()) {
      const own: number[] = [];
      metas.forEach((meta, seq) => {
        if (meta.language === language) own.push(seq);
      });
      const {
        entries,
        pages: prepared,
        sourceOf,
      } = indexPages(
        own.map((seq) => metas[seq]),
        links,
        englishTitles,
      );
      const indexOf = new Map<number, number>();
      sourceOf.forEach((source, index) => indexOf.set(own[source], index));
      const build = buildIdOf(
        entries,
        sourceOf.map((source) => digests[own[source]]),
      );
      const drafts = fieldDrafts(prepared);
      const keys = new Set([...drafts.keys(), ...runs.keys(language)]);
      for (const key of Array.from(keys).sort()) {
        const draft = drafts.get(key) ?? emptyDraft();
        drafts.delete(key);
        runs.lines(language, key, (line) => {
          if (line === '') return;
          const [seq, word, count] = line.split(' ');
          const index = indexOf.get(Number(seq));
          if (index === undefined) {
            throw new Error(`[search-index] run file ${key} names an unknown page ${seq}`);
          }
          addBodyWord(draft, word, index, Number(count));
        });
        sink.shard(language, key, serializeShard(draft, prepared, build));
      }
      cardFilesOf(entries, build).forEach((cards, block) => sink.cards(language, block, cards));
      sink.manifest(language, manifestOf(language, build, prepared.length, keys));
      languages.set(language, prepared.length);
    }
    return { languages };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
