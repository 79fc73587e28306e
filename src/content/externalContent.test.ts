/**
 * DOCS_CONTENT_DIR: the same shell over a folder of plain Markdown files whose folders become
 * navigation groups. This builds a small such folder and the site's routes and pages over it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as RouteTable from './routeTable';
import type * as DocPage from './pages/docPage';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-content-'));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

write('index.md', '---\ntitle: Corpus\n---\n\n# Corpus\n');
write(
  'material-ui/getting-started/setup.md',
  '---\ntitle: Setting up\n---\n\n# Setting up\n\nInstall the packages first.\n\nSee [theming](../customization/theming.md#colors).\n\n## Steps\n\nRun the command.\n',
);
write(
  'material-ui/customization/theming.md',
  '---\ntitle: Theming\n---\n\n# Theming\n\n## Colors\n\nPick colours.\n',
);
write('material-ui/components/button.md', '---\ntitle: Button\n---\n\n# Button\n\nButtons act.\n');
write('joy-ui/guides/forms.md', '---\ntitle: Forms\n---\n\n# Forms\n\nForms collect input.\n');

type RouteTableModule = typeof RouteTable;
type DocPageModule = typeof DocPage;

function loadWithContentDir(): { routes: RouteTableModule; docPage: DocPageModule } {
  let modules: { routes: RouteTableModule; docPage: DocPageModule } | undefined;
  process.env.DOCS_CONTENT_DIR = dir;
  jest.isolateModules(() => {
    modules = {
      routes: jest.requireActual<RouteTableModule>('./routeTable'),
      docPage: jest.requireActual<DocPageModule>('./pages/docPage'),
    };
  });
  delete process.env.DOCS_CONTENT_DIR;
  if (!modules) throw new Error('modules did not load');
  return modules;
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('DOCS_CONTENT_DIR', () => {
  const { routes, docPage } = loadWithContentDir();
  const table = routes.buildRouteTable();
  const paths = table.map((route) => route.path);

  it('exports every Markdown file of the folder as a page of its area, and a landing per area', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/material-ui',
        '/material-ui/getting-started/setup',
        '/material-ui/customization/theming',
        '/material-ui/components/button',
        '/joy-ui',
        '/joy-ui/guides/forms',
        '/base-ui',
      ]),
    );
    expect(paths.filter((p) => p.startsWith('/material-ui/api/'))).toEqual([]);
  });

  it('makes folders navigation groups, getting started first, titled by front matter', async () => {
    const route = table.find(
      (candidate) => candidate.path === '/material-ui/getting-started/setup',
    );
    if (!route) throw new Error('missing route');
    const props = await docPage.docPageProps(route, 'en');
    // Outside a production build the page's navigation reference carries the tree itself.
    const tree = props.navigation?.tree ?? [];
    expect(tree.map((group) => group.pathname)).toEqual([
      '/material-ui/getting-started',
      '/material-ui/components',
      '/material-ui/customization',
    ]);
    expect(tree[0].children?.[0]).toEqual({
      pathname: '/material-ui/getting-started/setup',
      title: 'Setting up',
    });
    expect(props.description).toBe('Install the packages first.');
    const html = props.segments
      .map((segment) => (segment.type === 'html' ? segment.html : ''))
      .join('');
    expect(html).toContain('href="/material-ui/customization/theming/#colors"');
  });

  it('lists an area without its own landing page on a generated one', async () => {
    const route = table.find((candidate) => candidate.path === '/joy-ui');
    if (!route) throw new Error('missing route');
    const props = await docPage.docPageProps(route, 'zh');
    const html = props.segments
      .map((segment) => (segment.type === 'html' ? segment.html : ''))
      .join('');
    expect(props.title).toBe('Joy UI');
    expect(html).toContain('href="/zh/joy-ui/guides/forms/"');
  });
});
