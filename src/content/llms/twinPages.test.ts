/** The twins of the real content: data/ and generated/api/ (generated before the unit tests run). */
import fs from 'node:fs';
import path from 'node:path';
import { routeTable } from '../routeTable';
import { DATA_DIR } from '../contentPaths';
import { buildTwinPages } from './twinPages';

const twins = buildTwinPages();
const twin = (pathname: string) => twins.find((page) => page.path === pathname);

describe('buildTwinPages', () => {
  it('gives every canonical page one twin at its own path, and none to a redirect page', () => {
    expect(twins.map((page) => page.path)).toEqual(
      routeTable()
        .filter((route) => route.kind !== 'offline' && route.kind !== 'redirect')
        .map((route) => route.path),
    );
    expect(twin('/system/guides/borders')).toBeUndefined();
    expect(new Set(twins.map((page) => page.twinPath)).size).toBe(twins.length);
  });

  it('starts every twin with its title, and gives every page a one-line description', () => {
    for (const page of twins) {
      expect(page.markdown.startsWith(`# ${page.title}\n`)).toBe(true);
      expect(page.description).not.toMatch(/\n/);
    }
  });

  it('puts the TypeScript source of each demo of a page in its twin', () => {
    const markdown = twin('/material-ui/react-button')?.markdown ?? '';
    const demo = fs.readFileSync(
      path.join(DATA_DIR, 'material-ui', 'react-button', 'BasicButtons.tsx'),
      'utf8',
    );
    expect(markdown).toContain(`\`\`\`tsx\n${demo.trimEnd()}\n\`\`\``);
    expect(markdown).not.toContain('{{"demo"');
    expect(markdown).not.toMatch(/^:::/m);
  });

  it('gives API pages and docs tabs their API tables', () => {
    expect(twin('/material-ui/api/button')?.markdown).toMatch(
      /## Props\n\n\| Name \| Type \| Default \| Description \|/,
    );
    const tab = twin('/material-ui/react-button/components-api')?.markdown ?? '';
    expect(tab).toContain('## Button\n');
    expect(tab).toContain('## IconButton\n');
    expect(tab).toContain('### CSS classes');
  });

  it('links only to twins of this site or to absolute URLs', () => {
    const twinPaths = new Set(twins.map((page) => page.twinPath));
    for (const page of twins) {
      const prose = page.markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');
      for (const [, href] of prose.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        const target = href.split('#')[0];
        expect(twinPaths.has(target) || /^\/([a-z-]+\/)?llms(-full)?\.txt$/.test(target)).toBe(
          true,
        );
      }
    }
  });
});

describe('an area landing without a Markdown file of its own (DOCS_CONTENT_DIR)', () => {
  it('gets the twin of the generated page: the area title and the links of its tree', () => {
    const routes = routeTable().map((route) =>
      route.path === '/material-ui' ? { ...route, source: null } : route,
    );
    const page = buildTwinPages(routes).find((candidate) => candidate.path === '/material-ui');
    if (!page) {
      throw new Error('no twin for /material-ui');
    }
    expect(page.markdown).toMatch(/^# Material UI\n/);
    expect(page.markdown).toContain('The pages of the Material UI documentation.');
    expect(page.markdown).toContain('](/material-ui/getting-started.md)');
    expect(page.markdown.match(/^# /gm)).toHaveLength(1);
  });
});
