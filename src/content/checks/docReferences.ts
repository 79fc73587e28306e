/**
 * Every reference to a document resolves (docs/README.md lists the documents). Build-time only.
 *
 * What counts as a reference, in any tracked text file:
 * - `docs/<name>.md`, optionally with `#<section>`: the file must exist, and the section must be
 *   one of its headings (as GitHub makes a heading into an anchor);
 * - any `<folder>/<file>.md#<section>`: the same, resolved from the repository's root or else from
 *   the citing file's folder;
 * - in a Markdown file, a link target ending in `.md` (with or without a section), resolved from
 *   the citing file's folder.
 * And what is refused outright: the four reference documents that used to live outside the
 * repository (their facts are in docs/ now), a tracker's "issue N" without a link to it, and a
 * README section cited by its quoted name (the README is short now; cite the docs/ section).
 */
import fs from 'node:fs';
import path from 'node:path';

/** One text file of the repository: its path from the root (with `/`) and its text. */
export interface TextFile {
  readonly path: string;
  readonly text: string;
}

export interface ReferenceProblem {
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  readonly message: string;
}

/** Reads a Markdown file of the repository by its path from the root; null when there is none. */
export type ReadDocument = (repoPath: string) => string | null;

/** The documents that lived outside the repository; their facts now live in docs/. */
const OLD_DOCUMENTS = /\b(SPEC|CONTRACT|STACK|ARCHITECTURE)(\.md)?\b/;
const TRACKER_ISSUE = /\bissues?\s+#?\d+/i;
/** A link to an issue on a tracker, which makes "issue N" on the same line meaningful. */
const ISSUE_LINK = /https?:\/\/\S+\/issues\/\d+/;
const README_SECTION = /\bREADME(?:\.md)?,?\s+["“]/;

/** `docs/<name>.md` not inside a longer path, with an optional section. */
const DOCS_REFERENCE = /(?<![\w./-])(docs\/[\w./-]*?\.md)(?:#([\w-]+))?/g;
/**
 * `<folder>/<file>.md#<section>` from the root, not inside a longer path (a relative `../x.md#y`
 * in code is a Markdown fixture's text, not a citation).
 */
const ANCHORED_REFERENCE = /(?<![\w./-])([\w-][\w.-]*(?:\/[\w.-]+)*\/[\w.-]+\.md)#([\w-]+)/g;
/** A Markdown link target ending in .md: `](target.md)` or `](target.md#section)`. */
const MARKDOWN_LINK = /\]\(((?!https?:|\/)[^)\s#]+\.md)(?:#([^)\s]+))?\)/g;

/**
 * The anchors of a Markdown document's headings, as GitHub writes them: lower case, punctuation
 * dropped, spaces as hyphens, a repeated heading numbered `-1`, `-2`…
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) {
      continue;
    }
    const base = heading[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Reference {
  /** Candidate paths from the root, tried in order. */
  readonly candidates: readonly string[];
  readonly shown: string;
  readonly anchor: string | undefined;
}

function fromFolder(folder: string, target: string): string {
  return path.posix.normalize(path.posix.join(folder, target));
}

function referencesOnLine(file: string, line: string): Reference[] {
  const folder = path.posix.dirname(file);
  const found = new Map<string, Reference>();
  const add = (reference: Reference, at: number) => found.set(`${at}`, reference);
  for (const match of line.matchAll(DOCS_REFERENCE)) {
    add({ candidates: [match[1]], shown: match[0], anchor: match[2] }, match.index);
  }
  for (const match of line.matchAll(ANCHORED_REFERENCE)) {
    if (!found.has(`${match.index}`)) {
      const candidates = [path.posix.normalize(match[1]), fromFolder(folder, match[1])];
      add({ candidates, shown: match[0], anchor: match[2] }, match.index);
    }
  }
  if (file.endsWith('.md')) {
    for (const match of line.matchAll(MARKDOWN_LINK)) {
      const reference = {
        candidates: [fromFolder(folder, match[1])],
        shown: match[1] + (match[2] ? `#${match[2]}` : ''),
        anchor: match[2],
      };
      // Keyed by the target's position, so that a link already read as a path is checked once,
      // from the Markdown file's own folder.
      add(reference, match.index + 2);
    }
  }
  return [...found.values()];
}

function checkReference(reference: Reference, read: ReadDocument): string | null {
  for (const candidate of reference.candidates) {
    const text = read(candidate);
    if (text === null) {
      continue;
    }
    if (reference.anchor === undefined || headingAnchors(text).has(reference.anchor)) {
      return null;
    }
    return `${reference.shown}: ${candidate} has no heading with the anchor #${reference.anchor} (its headings: ${[...headingAnchors(text)].join(', ')})`;
  }
  return `${reference.shown}: no file ${reference.candidates.join(' or ')}`;
}

/** The problems of one file's references; `read` gives the documents they name. */
export function referenceProblems(file: TextFile, read: ReadDocument): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  file.text.split('\n').forEach((line, index) => {
    const at = (message: string) => problems.push({ file: file.path, line: index + 1, message });
    const old = OLD_DOCUMENTS.exec(line);
    if (old) {
      at(
        `cites ${old[0]}, a document that is not in the repository: cite the docs/<file>.md#<section> that holds the fact (docs/README.md lists them)`,
      );
    }
    const issue = TRACKER_ISSUE.exec(line);
    if (issue && !ISSUE_LINK.test(line)) {
      at(
        `"${issue[0]}" means nothing outside the tracker: link the issue, or cite the docs/ section that explains the decision`,
      );
    }
    if (README_SECTION.test(line)) {
      at('cites a README section by name: cite the docs/<file>.md#<section> that holds it');
    }
    for (const reference of referencesOnLine(file.path, line)) {
      const problem = checkReference(reference, read);
      if (problem !== null) {
        at(problem);
      }
    }
  });
  return problems;
}

/** A repository path written in code style in a document: `src/core/title.ts`, `scripts/export/`. */
const CODE_PATH =
  /`((?:src|scripts|test|pages|data|translations|bench|reference|patches|docs)\/[^`\s<>*]*)`/g;

/**
 * In the documents (docs/ and the README), every file or folder named in code style must exist,
 * so that a document does not keep describing code that moved or went. `exists` answers for a
 * path from the root.
 */
export function codePathProblems(
  file: TextFile,
  exists: (repoPath: string) => boolean,
): ReferenceProblem[] {
  if (!(file.path.startsWith('docs/') || file.path === 'README.md')) {
    return [];
  }
  const problems: ReferenceProblem[] = [];
  file.text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(CODE_PATH)) {
      // A section (`docs/x.md#y`) is checked as a reference; here only the file counts.
      const named = match[1].split('#')[0];
      if (!exists(named)) {
        problems.push({
          file: file.path,
          line: index + 1,
          message: `names ${named}, which does not exist: update the document`,
        });
      }
    }
  });
  return problems;
}

/** How a problem is printed: `file:line: message`. */
export function formatProblem(problem: ReferenceProblem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}

/** Reads the Markdown documents of a folder on disk, by their path from it. */
export function documentReader(root: string): ReadDocument {
  return (repoPath) => {
    if (!repoPath.endsWith('.md') || repoPath.startsWith('..')) {
      return null;
    }
    try {
      return fs.readFileSync(path.join(root, repoPath), 'utf8');
    } catch {
      return null;
    }
  };
}
