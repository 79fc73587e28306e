/**
 * The Markdown twins, llms.txt and llms-full.txt in the export (docs/authoring.md#markdown-twins-for-coding-assistants), checked against
 * sources the export step does not produce: out/sitemap.xml (every canonical page) and data/
 * (the pages' Markdown and demo files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';

const OUT = process.env.E2E_STATIC_DIR ?? 'out';
const DATA = 'data';
const AREAS = ['material-ui', 'joy-ui', 'base-ui', 'system', 'x'];
const DEMO_MARKER = /^\{\{\s*"demo"\s*:\s*"([^"]+)"[^}]*\}\}$/;

function read(sitePath: string): string {
  return fs.readFileSync(path.join(OUT, ...sitePath.split('/').filter(Boolean)), 'utf8');
}

function exists(sitePath: string): boolean {
  return fs.existsSync(path.join(OUT, ...sitePath.split('/').filter(Boolean)));
}

/** Canonical paths of every page, without trailing slash (`/` for home), from the sitemap. */
function canonicalPages(): string[] {
  const sitemap = read('/sitemap.xml');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => {
    const pathname = new URL(url).pathname.replace(/\/$/, '');
    return pathname || '/';
  });
}

function twinOf(pathname: string): string {
  return pathname === '/' ? '/index.md' : `${pathname}.md`;
}

/** The Markdown source of a page under data/, if it has one. */
function markdownSource(pathname: string): string | null {
  for (const file of [path.join(DATA, `${pathname}.md`), path.join(DATA, pathname, 'index.md')]) {
    if (pathname !== '/' && fs.existsSync(file)) {
      return file;
    }
  }
  return null;
}

/** Fenced code removed, so that only prose links and markers are looked at. */
/** The prose of a twin: fenced blocks and inline code spans (which may quote a marker) removed. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1`*$/gm, '').replace(/`[^`\n]+`/g, '');
}

const pages = canonicalPages();

test.describe('Markdown twins', () => {
  test('the sitemap lists the pages', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(pages).toContain('/');
    expect(pages).toContain('/material-ui/react-button');
  });

  test('every canonical page has a twin that starts with its title', () => {
    const missing = pages.filter((pathname) => !exists(twinOf(pathname)));
    expect(missing, 'pages without a twin').toEqual([]);
    const untitled = pages.filter((pathname) => !/^# \S/.test(read(twinOf(pathname))));
    expect(untitled, 'twins without an H1 title').toEqual([]);
  });

  test('twins hold the TypeScript source of every demo, and no demo or callout markers', () => {
    let demos = 0;
    for (const pathname of pages) {
      const source = markdownSource(pathname);
      if (source === null || /\/(components|hooks)-api$/.test(pathname)) {
        continue;
      }
      const twin = read(twinOf(pathname));
      const folder = source.replace(/\.md$/, '');
      const markers = fs
        .readFileSync(source, 'utf8')
        .split('\n')
        .map((line) => DEMO_MARKER.exec(line.trim())?.[1])
        .filter((name): name is string => name !== undefined);
      for (const name of markers) {
        const base = name.replace(/\.(tsx|js)$/, '');
        const file = ['', '.tailwind', '.css']
          .map((suffix) => path.join(folder, `${base}${suffix}.tsx`))
          .find((candidate) => fs.existsSync(candidate));
        expect(file, `${name} of ${source}`).toBeDefined();
        const code = fs.readFileSync(file ?? '', 'utf8').trimEnd();
        expect(twin.includes(`\`\`\`tsx\n${code}\n`), `${twinOf(pathname)} has ${name}`).toBe(true);
        demos += 1;
      }
      const prose = withoutCode(twin);
      expect(prose, `${twinOf(pathname)} keeps no demo marker`).not.toMatch(/\{\{\s*"demo"/);
      expect(prose, `${twinOf(pathname)} keeps no callout marker`).not.toMatch(/^:::/m);
    }
    expect(demos).toBeGreaterThan(100);
  });

  test('API pages and docs tabs have their props as Markdown tables', () => {
    expect(read('/material-ui/api/button.md')).toMatch(
      /## Props\n\n\| Name \| Type \| Default \| Description \|\n\| --- /,
    );
    expect(read('/material-ui/api/button.md')).toContain(
      "import Button from '@mui/material/Button';",
    );
    const tab = read('/material-ui/react-button/components-api.md');
    expect(tab).toMatch(/^## Button$/m);
    expect(tab).toMatch(/^### Props$/m);
  });

  test('site links in twins and llms files lead to files of the export', () => {
    const files = [
      ...pages.map(twinOf),
      '/llms.txt',
      '/llms-full.txt',
      ...AREAS.map((area) => `/${area}/llms-full.txt`),
    ];
    const broken = new Set<string>();
    for (const file of files) {
      for (const [, href] of withoutCode(read(file)).matchAll(/\]\((\/[^)\s]*)\)/g)) {
        const target = href.split('#')[0];
        const ok = /\.(md|txt)$/.test(target)
          ? exists(target)
          : exists(path.posix.join(target, 'index.html'));
        if (!ok) {
          broken.add(`${file} → ${href}`);
        }
      }
    }
    expect([...broken]).toEqual([]);
  });

  test('twins are served as text/markdown', async ({ request }) => {
    for (const pathname of ['/', '/material-ui/react-button', '/x/api/data-grid/data-grid']) {
      const response = await request.get(twinOf(pathname));
      expect(response.status(), twinOf(pathname)).toBe(200);
      expect(response.headers()['content-type']).toContain('text/markdown');
      expect(await response.text()).toBe(read(twinOf(pathname)));
    }
  });
});

test.describe('llms.txt', () => {
  test('follows the format: H1 name, blockquote summary, H2 sections of link lists', async ({
    request,
  }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines[2]).toMatch(/^> \S/);
    expect(text.match(/^# /gm)).toHaveLength(1);
    const sections = text.split('\n## ').slice(1);
    expect(sections.length).toBeGreaterThanOrEqual(AREAS.length);
    for (const section of sections) {
      const [, blank, ...entries] = section.trim().split('\n');
      expect(blank).toBe('');
      for (const entry of entries) {
        expect(entry).toMatch(/^- \[.+\]\(\/\S*\.md\)(: .+)?$/);
      }
    }
  });

  test('lists every canonical page exactly once, and nothing else', () => {
    const listed = [...read('/llms.txt').matchAll(/^- \[.*\]\((\/\S*\.md)\)/gm)].map(
      ([, href]) => href,
    );
    const counts = new Map<string, number>();
    for (const href of listed) {
      counts.set(href, (counts.get(href) ?? 0) + 1);
    }
    const twins = pages.map(twinOf);
    expect(
      twins.filter((twin) => counts.get(twin) !== 1),
      'pages not listed exactly once',
    ).toEqual([]);
    expect(listed).toHaveLength(twins.length);
  });

  test('llms-full.txt holds every twin, and each area file every twin of its area', () => {
    const full = read('/llms-full.txt');
    const areaFiles = Object.fromEntries(
      AREAS.map((area) => [area, read(`/${area}/llms-full.txt`)]),
    );
    for (const pathname of pages) {
      const twin = read(twinOf(pathname)).trim();
      expect(full.includes(twin), `llms-full.txt has ${twinOf(pathname)}`).toBe(true);
      const area = pathname.split('/')[1];
      if (area in areaFiles) {
        expect(
          areaFiles[area].includes(twin),
          `/${area}/llms-full.txt has ${twinOf(pathname)}`,
        ).toBe(true);
      }
    }
  });
});
