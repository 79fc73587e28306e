import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  codePathProblems,
  documentReader,
  formatProblem,
  headingAnchors,
  referenceProblems,
  type ReadDocument,
  type ReferenceProblem,
} from './docReferences';

/** A repository of a few documents, for the pure part. */
const DOCUMENTS: Record<string, string> = {
  'docs/architecture.md':
    '# Architecture\n\n## The layers\n\n## How a page is built\n\n## The layers\n',
  'docs/README.md': '# Documents\n\n- [Architecture](architecture.md#the-layers)\n',
  'src/core/README.md': '# src/core\n\n## Files\n',
};
const read: ReadDocument = (repoPath) => DOCUMENTS[repoPath] ?? null;

function problemsOf(file: string, text: string): ReferenceProblem[] {
  return referenceProblems({ path: file, text }, read);
}

describe('headingAnchors', () => {
  it('names headings as GitHub does', () => {
    expect([
      ...headingAnchors(
        '# A title\n## `npm run dev`: what it does\n### Storage keys (cookies, localStorage)\n```\n# not a heading\n```\n## A title\n',
      ),
    ]).toEqual([
      'a-title',
      'npm-run-dev-what-it-does',
      'storage-keys-cookies-localstorage',
      'a-title-1',
    ]);
  });
});

describe('referenceProblems', () => {
  it('accepts references that resolve, from the root or from a Markdown file’s folder', () => {
    expect(problemsOf('src/a.ts', '// docs/architecture.md#the-layers, docs/README.md')).toEqual(
      [],
    );
    expect(problemsOf('src/b.ts', '// see src/core/README.md#files.')).toEqual([]);
    expect(problemsOf('docs/README.md', DOCUMENTS['docs/README.md'])).toEqual([]);
    expect(problemsOf('docs/x.md', 'The [core](../src/core/README.md#files).')).toEqual([]);
    expect(
      problemsOf('src/c.ts', '// a repeated heading: docs/architecture.md#the-layers-1'),
    ).toEqual([]);
  });

  it('names the file and line of a missing document or section', () => {
    const problems = problemsOf(
      'src/a.ts',
      'ok\n// docs/missing.md#x\n// docs/architecture.md#no-such-section\n',
    );
    expect(problems.map(formatProblem)).toEqual([
      'src/a.ts:2: docs/missing.md#x: no file docs/missing.md',
      'src/a.ts:3: docs/architecture.md#no-such-section: docs/architecture.md has no heading with the anchor #no-such-section (its headings: architecture, the-layers, how-a-page-is-built, the-layers-1)',
    ]);
  });

  it('checks a Markdown link from the linking file’s folder', () => {
    const [problem] = problemsOf('docs/README.md', 'See [the search](search.md#ranking).');
    expect(problem).toMatchObject({ file: 'docs/README.md', line: 1 });
    expect(problem.message).toContain('no file docs/search.md');
  });

  it.each([
    ['// the rule of SPEC.md §4', 'SPEC.md'],
    ['// CONTRACT.md "Preferences"', 'CONTRACT.md'],
    ['// (STACK.md, gotcha 5)', 'STACK.md'],
    ['// The one route table (ARCHITECTURE.md)', 'ARCHITECTURE.md'],
    ['// SPEC §4: expanded first', 'SPEC'],
    ['// throws the CONTRACT error', 'CONTRACT'],
  ])('refuses an old document: %s', (line, name) => {
    const [problem] = problemsOf('src/a.ts', line);
    expect(problem.message).toContain(`cites ${name},`);
  });

  it('refuses a bare "issue N", and accepts one with its link', () => {
    expect(problemsOf('bench/budgets.json', '"issues 10 and 24"')[0].message).toContain(
      '"issues 10"',
    );
    expect(problemsOf('src/a.ts', '// Issue 19: what the worker does')).toHaveLength(1);
    expect(
      problemsOf('src/a.ts', '// issue 123 (https://github.com/vercel/next.js/issues/123)'),
    ).toEqual([]);
  });

  it('refuses a README section cited by name', () => {
    expect(problemsOf('src/a.ts', '// (README, "Builds in bounded memory")')).toHaveLength(1);
    expect(problemsOf('src/a.ts', '// (README "Language")')).toHaveLength(1);
  });
});

describe('codePathProblems', () => {
  const exists = (repoPath: string) => ['src/core/title.ts', 'scripts/export/'].includes(repoPath);

  it('accepts files and folders that exist, and placeholders', () => {
    const text = 'See `src/core/title.ts`, `scripts/export/` and `data/<area>/pages.ts`.';
    expect(codePathProblems({ path: 'docs/a.md', text }, exists)).toEqual([]);
  });

  it('names a document line that names a missing file', () => {
    expect(
      codePathProblems({ path: 'docs/a.md', text: 'x\nIn `src/core/gone.ts`.' }, exists).map(
        formatProblem,
      ),
    ).toEqual(['docs/a.md:2: names src/core/gone.ts, which does not exist: update the document']);
  });

  it('reads only the documents', () => {
    expect(codePathProblems({ path: 'src/a.ts', text: '`src/core/gone.ts`' }, exists)).toEqual([]);
  });
});

/**
 * Files whose text holds the patterns on purpose: this check and its test. Everything else the
 * repository tracks is scanned.
 */
const SELF = new Set([
  'src/content/checks/docReferences.ts',
  'src/content/checks/docReferences.test.ts',
]);
/** Not text, or generated. */
const SKIPPED = /(^|\/)package-lock\.json$|\.(woff2?|png|jpe?g|gif|ico|webp|avif|svg)$/;

function repositoryFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return listed
    .split('\0')
    .filter((file) => file !== '' && !SKIPPED.test(file) && !SELF.has(file))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

describe('the repository’s references to documents', () => {
  const root = process.cwd();

  it('all resolve, and none cites a document outside the repository or a bare issue number', () => {
    const read: ReadDocument = documentReader(root);
    const problems = repositoryFiles(root).flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const exists = (repoPath: string) => fs.existsSync(path.join(root, repoPath));
      return [
        ...referenceProblems({ path: file, text }, read),
        ...codePathProblems({ path: file, text }, exists),
      ];
    });
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
