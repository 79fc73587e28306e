/**
 * A demo as a runnable project, for "Open in StackBlitz": its source in the reader's code language,
 * a package.json naming the exact versions of the libraries this site documents, and an entry file
 * that renders the demo inside the provider its library needs (Material UI's theme, Joy UI's CSS
 * variables, MUI X pickers' LocalizationProvider with the Day.js adapter, Tailwind for Base UI's
 * Tailwind variant). Vite runs it in StackBlitz's WebContainers (template `node`).
 *
 * Pure: versions come in as data (read from the site's package.json at build time).
 */

export type SandboxLanguage = 'TS' | 'JS';
export type SandboxStyling = 'system' | 'tailwind' | 'css';

/**
 * The provider family of a demo, from the first segment of its id (`material-ui/…`); `plain` for a
 * demo of any other folder (the blog, a benchmark corpus): React alone.
 */
export type SandboxKind = 'material' | 'joy' | 'base' | 'system' | 'x' | 'plain';

/** A file of the site that the demo imports by a relative path (a shared data set). */
export interface SandboxModule {
  /** The specifier as written in the demo, e.g. `../../datasets/employees`. */
  specifier: string;
  /** Its path in the project, under src/ and without extension, e.g. `datasets/employees`. */
  path: string;
  /** Its source, in the demo's language. */
  code: string;
}

export interface SandboxDemo {
  /** The demo's component name, e.g. `BasicButtons`. */
  name: string;
  /** The demo's registry id, e.g. `material-ui/react-button/BasicButtons`. */
  id: string;
  /** The demo source in `language`. */
  code: string;
  language: SandboxLanguage;
  styling: SandboxStyling;
  /** The files it imports by relative paths. */
  modules: readonly SandboxModule[];
  /** Exact versions of every package `sandboxPackages` lists for this demo. */
  versions: Readonly<Record<string, string>>;
  /** Where the demo's page is, for the project's description. */
  pageUrl: string;
}

export interface SandboxProject {
  title: string;
  description: string;
  template: 'node';
  files: Record<string, string>;
}

/** The tools that build the project: not documented libraries, pinned here. */
export const SANDBOX_TOOL_VERSIONS: Readonly<Record<string, string>> = {
  vite: '5.4.11',
  '@vitejs/plugin-react': '4.3.4',
};

const KIND_BY_AREA: Readonly<Record<string, SandboxKind>> = {
  'material-ui': 'material',
  'joy-ui': 'joy',
  'base-ui': 'base',
  system: 'system',
  x: 'x',
};

export function sandboxKindOf(demoId: string): SandboxKind {
  const area = demoId.slice(0, demoId.indexOf('/'));
  return Object.prototype.hasOwnProperty.call(KIND_BY_AREA, area) ? KIND_BY_AREA[area] : 'plain';
}

/** The npm package of an import specifier (`@mui/material/Button` → `@mui/material`), or null. */
export function packageOf(specifier: string): string | null {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    specifier.startsWith('node:') ||
    specifier.startsWith('@/')
  ) {
    return null;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const IMPORT_FROM = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g;
const SIDE_EFFECT_IMPORT = /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/**
 * Whether a demo imports the site's own modules (`@/components/…`): such a demo shows a part of
 * the site, and cannot open as a project of its own.
 */
export function importsSiteModules(code: string): boolean {
  return /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]@\//.test(code);
}

/** The npm packages a source imports, sorted. */
export function importedPackages(code: string): string[] {
  const found = new Set<string>();
  for (const pattern of [IMPORT_FROM, SIDE_EFFECT_IMPORT]) {
    for (const match of code.matchAll(pattern)) {
      const name = packageOf(match[1]);
      if (name !== null) {
        found.add(name);
      }
    }
  }
  return [...found].sort();
}

/** Packages that other packages need beside them (peer dependencies). */
const PEERS: Readonly<Record<string, readonly string[]>> = {
  '@mui/material': ['@emotion/react', '@emotion/styled'],
  '@mui/joy': ['@emotion/react', '@emotion/styled'],
  '@mui/system': ['@emotion/react', '@emotion/styled'],
  '@mui/icons-material': ['@mui/material'],
  '@mui/x-data-grid': ['@mui/material'],
  '@mui/x-data-grid-pro': ['@mui/material'],
  '@mui/x-data-grid-premium': ['@mui/material'],
  '@mui/x-date-pickers': ['@mui/material', 'dayjs'],
  '@mui/x-date-pickers-pro': ['@mui/material', 'dayjs'],
  '@mui/x-charts': ['@mui/material'],
  '@mui/x-tree-view': ['@mui/material'],
};

function usesPickers(code: string): boolean {
  return importedPackages(code).some((name) => name.startsWith('@mui/x-date-pickers'));
}

/** The packages the entry file itself imports, for a demo of this kind. */
function entryPackages(kind: SandboxKind, code: string): string[] {
  const packages = ['react', 'react-dom'];
  if (kind === 'material' || kind === 'x') {
    packages.push('@mui/material');
  }
  if (kind === 'joy') {
    packages.push('@mui/joy');
  }
  if (kind === 'x' && usesPickers(code)) {
    packages.push('@mui/x-date-pickers', 'dayjs');
  }
  return packages;
}

/**
 * Every package the project's package.json names as a dependency (tools aside): what the demo
 * imports, what its entry file imports, and their peers. The same for the TypeScript and the
 * JavaScript source (type-only imports name packages the values come from too).
 */
export function sandboxPackages(code: string, demoId: string): string[] {
  const found = new Set([...importedPackages(code), ...entryPackages(sandboxKindOf(demoId), code)]);
  for (const name of [...found]) {
    for (const peer of PEERS[name] ?? []) {
      found.add(peer);
    }
  }
  return [...found].sort();
}

/** The type packages a TypeScript project adds, and its compiler. */
export const SANDBOX_TYPESCRIPT_PACKAGES = ['@types/react', '@types/react-dom', 'typescript'];

/**
 * The DefinitelyTyped package of a library that ships no types of its own (`@types/luxon`,
 * `@types/scope__name` for `@scope/name`). A TypeScript project adds it when the site's
 * package.json names it, so the demo type-checks there as it does here.
 */
export function typesPackageOf(name: string): string {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

function versionOf(versions: Readonly<Record<string, string>>, name: string, demoId: string) {
  const version = versions[name];
  if (version === undefined) {
    throw new Error(
      `The demo ${demoId} needs ${name}, but no version of it was given: add it to the site's package.json`,
    );
  }
  return version;
}

function entryFile(demo: SandboxDemo, kind: SandboxKind): string {
  const imports = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
  ];
  let open = '';
  let close = '';
  if (kind === 'material' || kind === 'x') {
    imports.push(
      "import { ThemeProvider, createTheme } from '@mui/material/styles';",
      "import CssBaseline from '@mui/material/CssBaseline';",
    );
    open = '<ThemeProvider theme={theme}>\n      <CssBaseline />\n      ';
    close = '\n    </ThemeProvider>';
  } else if (kind === 'joy') {
    imports.push(
      "import { CssVarsProvider } from '@mui/joy/styles';",
      "import CssBaseline from '@mui/joy/CssBaseline';",
    );
    open = '<CssVarsProvider>\n      <CssBaseline />\n      ';
    close = '\n    </CssVarsProvider>';
  }
  let demoElement = `<${demo.name} />`;
  if (kind === 'x' && usesPickers(demo.code)) {
    imports.push(
      "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
      "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
    );
    demoElement = `<LocalizationProvider dateAdapter={AdapterDayjs}>\n        ${demoElement}\n      </LocalizationProvider>`;
  }
  imports.push(`import ${demo.name} from './${demo.name}';`);
  const theme = kind === 'material' || kind === 'x' ? '\nconst theme = createTheme();\n' : '';
  const root =
    demo.language === 'TS'
      ? "document.getElementById('root') as HTMLElement"
      : "document.getElementById('root')";
  return `${imports.join('\n')}
${theme}
ReactDOM.createRoot(${root}).render(
  <React.StrictMode>
    ${open}${demoElement}${close}
  </React.StrictMode>,
);
`;
}

function indexHtml(demo: SandboxDemo, entry: string): string {
  // Base UI's Tailwind variant is styled by Tailwind's classes: the Play CDN builds them in the page.
  const tailwind =
    demo.styling === 'tailwind' ? '\n    <script src="https://cdn.tailwindcss.com"></script>' : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${demo.name}</title>${tailwind}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/${entry}"></script>
  </body>
</html>
`;
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2020',
    lib: ['DOM', 'DOM.Iterable', 'ES2020'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    isolatedModules: true,
  },
  include: ['src'],
};

function withNewline(code: string): string {
  return code.endsWith('\n') ? code : `${code}\n`;
}

/** The demo's source with its relative imports pointing at the project's copies. */
function localImports(demo: SandboxDemo): string {
  let code = demo.code;
  for (const module of demo.modules) {
    for (const quote of ["'", '"']) {
      code = code
        .split(`${quote}${module.specifier}${quote}`)
        .join(`${quote}./${module.path}${quote}`);
    }
  }
  return code;
}

/** The project StackBlitz receives for one demo. */
export function sandboxProject(demo: SandboxDemo): SandboxProject {
  const kind = sandboxKindOf(demo.id);
  const ts = demo.language === 'TS';
  const extension = ts ? 'tsx' : 'jsx';
  const dependencies: Record<string, string> = {};
  const allCode = [demo.code, ...demo.modules.map((module) => module.code)].join('\n');
  for (const name of sandboxPackages(allCode, demo.id)) {
    dependencies[name] = versionOf(demo.versions, name, demo.id);
  }
  const devDependencies: Record<string, string> = { ...SANDBOX_TOOL_VERSIONS };
  if (ts) {
    for (const name of SANDBOX_TYPESCRIPT_PACKAGES) {
      devDependencies[name] = versionOf(demo.versions, name, demo.id);
    }
    for (const name of Object.keys(dependencies)) {
      const types = demo.versions[typesPackageOf(name)];
      if (types !== undefined) {
        devDependencies[typesPackageOf(name)] = types;
      }
    }
  }
  const packageJson = {
    name: demo.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build' },
    dependencies,
    devDependencies,
  };
  const entry = `main.${extension}`;
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': indexHtml(demo, entry),
    [`vite.config.${ts ? 'ts' : 'js'}`]:
      "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n",
    [`src/${entry}`]: entryFile(demo, kind),
    [`src/${demo.name}.${extension}`]: withNewline(localImports(demo)),
  };
  for (const module of demo.modules) {
    files[`src/${module.path}.${ts ? 'ts' : 'js'}`] = withNewline(module.code);
  }
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(TSCONFIG, null, 2)}\n`;
  }
  return {
    title: `${demo.name} demo`,
    description: `The ${demo.name} demo of ${demo.pageUrl}`,
    template: 'node',
    files,
  };
}
