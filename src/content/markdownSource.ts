/** Reading Markdown pages and their front matter. Node only. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { unknownKeyProblems, type FrontMatterKind } from '@/core/frontMatterKeys';
import { readComponentLinkFields, type ComponentLinkFields } from '@/core/componentLinks';
import { DATA_DIR, relativeToProject } from './contentPaths';
import { perContentVersion } from './contentVersion';

export interface FrontMatter {
  title: string;
  description: string;
  /** Export names whose API the page documents (components-api tab). */
  components: string[];
  /** Hook names whose API the page documents (hooks-api tab). */
  hooks: string[];
  /** Blog posts: ISO date, authors and tags. */
  date: string | null;
  authors: string[];
  tags: string[];
  /** What a component page's links are made of (src/core/componentLinks.ts); all null elsewhere. */
  links: ComponentLinkFields;
}

export interface MarkdownSource {
  file: string;
  frontMatter: FrontMatter;
  body: string;
  /** The file line the body starts on (after the front matter), for messages naming a line. */
  bodyLine: number;
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value
      .map(String)
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return [];
}

function text(value: unknown): string {
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  return typeof value === 'string' ? value.trim() : '';
}

/** The first paragraph's text, for pages whose front matter has no description. */
export function firstParagraph(body: string, maxLength = 160): string {
  let inFence = false;
  const lines: string[] = [];
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    const trimmed = line.trim();
    if (inFence || /^(#|\||[-*+] |\d+\. |:::|<|\{\{|>)/.test(trimmed)) {
      if (lines.length > 0) break;
      continue;
    }
    if (trimmed === '') {
      if (lines.length > 0) break;
      continue;
    }
    lines.push(trimmed);
  }
  const text = lines
    .join(' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '');
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/** The line of the front matter that sets `key` (1-based), for messages. */
function lineOfKey(source: string, key: string): number {
  const index = source.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index + 1;
}

/** Blog posts live in data/blog/; every other page is a doc page. */
function frontMatterKind(file: string): FrontMatterKind {
  return file.startsWith(`${path.join(DATA_DIR, 'blog')}${path.sep}`) ? 'blog-post' : 'doc';
}

export function parseMarkdown(file: string, source: string): MarkdownSource {
  const { data, content } = matter(source);
  const where = relativeToProject(file);
  const problems = unknownKeyProblems(frontMatterKind(file), Object.keys(data));
  if (problems.length > 0) {
    throw new Error(
      problems
        .map((problem) => `${where}:${lineOfKey(source, problem.key)}: ${problem.message}`)
        .join('\n'),
    );
  }
  const links = readComponentLinkFields(data);
  if (links.problems.length > 0) {
    throw new Error(
      links.problems
        .map((problem) => `${where}:${lineOfKey(source, problem.key)}: ${problem.message}`)
        .join('\n'),
    );
  }
  const title = text(data.title);
  if (!title) {
    throw new Error(`${where}:1: the page has no title: add "title: ..." to its front matter`);
  }
  const prefix = source.endsWith(content) ? source.slice(0, source.length - content.length) : '';
  return {
    file,
    body: content,
    bodyLine: prefix.split('\n').length,
    frontMatter: {
      title,
      description: text(data.description) || firstParagraph(content),
      components: list(data.components),
      hooks: list(data.hooks),
      date: text(data.date) || null,
      authors: list(data.authors),
      tags: list(data.tags),
      links: links.fields,
    },
  };
}

const parsedPages = perContentVersion(() => new Map<string, MarkdownSource | null>());

/** The parsed page, or null when the file does not exist. Cached per content version. */
export function readMarkdown(file: string): MarkdownSource | null {
  const cache = parsedPages();
  if (!cache.has(file)) {
    cache.set(
      file,
      fs.existsSync(file) ? parseMarkdown(file, fs.readFileSync(file, 'utf8')) : null,
    );
  }
  return cache.get(file) ?? null;
}
