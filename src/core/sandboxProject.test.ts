import {
  SANDBOX_TOOL_VERSIONS,
  importedPackages,
  importsSiteModules,
  packageOf,
  sandboxKindOf,
  sandboxPackages,
  sandboxProject,
  typesPackageOf,
  type SandboxDemo,
} from './sandboxProject';

const VERSIONS: Record<string, string> = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/material': '5.15.2',
  '@mui/joy': '5.0.0-beta.20',
  '@mui/base': '5.0.0-beta.29',
  '@mui/system': '5.15.2',
  '@mui/x-date-pickers': '6.20.2',
  '@mui/x-data-grid-pro': '6.20.4',
  '@mui/x-license-pro': '6.10.2',
  dayjs: '1.11.19',
  '@types/react': '18.3.27',
  '@types/react-dom': '18.3.7',
  typescript: '5.9.3',
};

function demo(overrides: Partial<SandboxDemo>): SandboxDemo {
  return {
    name: 'BasicButtons',
    id: 'material-ui/react-button/BasicButtons',
    code: "import Button from '@mui/material/Button';\n\nexport default function BasicButtons() {\n  return <Button>Hi</Button>;\n}",
    language: 'TS',
    styling: 'system',
    versions: VERSIONS,
    modules: [],
    pageUrl: 'https://mui.com/material-ui/react-button/',
    ...overrides,
  };
}

function packageJson(files: Record<string, string>) {
  return JSON.parse(files['package.json']) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
}

describe('packageOf / importedPackages', () => {
  it('names the package of a specifier, scoped or not, and skips relative paths', () => {
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageOf('dayjs')).toBe('dayjs');
    expect(packageOf('dayjs/locale/fr')).toBe('dayjs');
    expect(packageOf('./Other')).toBeNull();
    expect(packageOf('@/components/playground/ColorPlayground')).toBeNull();
  });

  it('tells demos that import the site’s own modules', () => {
    expect(
      importsSiteModules("import ColorPlayground from '@/components/playground/ColorPlayground';"),
    ).toBe(true);
    expect(importsSiteModules("import Button from '@mui/material/Button';")).toBe(false);
  });

  it('reads value, type, re-export and side-effect imports', () => {
    const code = [
      "import * as React from 'react';",
      "import type { GridColDef } from '@mui/x-data-grid-pro';",
      "import {\n  Button,\n  buttonClasses,\n} from '@mui/base/Button';",
      "import './styles.css';",
      "import 'dayjs/locale/fr';",
      'const text = "import x from \'not-an-import\'";',
    ].join('\n');
    expect(importedPackages(code)).toEqual(['@mui/base', '@mui/x-data-grid-pro', 'dayjs', 'react']);
  });
});

describe('sandboxPackages', () => {
  it('adds the entry file’s packages and peers', () => {
    expect(sandboxPackages(demo({}).code, 'material-ui/react-button/BasicButtons')).toEqual([
      '@emotion/react',
      '@emotion/styled',
      '@mui/material',
      'react',
      'react-dom',
    ]);
    expect(
      sandboxPackages("import { Button } from '@mui/base/Button';", 'base-ui/react-button/X'),
    ).toEqual(['@mui/base', 'react', 'react-dom']);
  });

  it('gives a demo outside the documented areas React alone', () => {
    expect(sandboxKindOf('blog/Thing')).toBe('plain');
    expect(sandboxKindOf('constructor/Thing')).toBe('plain');
    expect(sandboxKindOf('joy-ui/react-button/Thing')).toBe('joy');
  });
});

describe('sandboxProject', () => {
  it('sends the TypeScript source with exact library versions and a TypeScript set-up', () => {
    const project = sandboxProject(demo({}));
    expect(project.template).toBe('node');
    expect(project.files['src/BasicButtons.tsx']).toContain('<Button>Hi</Button>');
    const pkg = packageJson(project.files);
    expect(pkg.dependencies).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/material': '5.15.2',
      react: '18.3.1',
      'react-dom': '18.3.1',
    });
    expect(pkg.devDependencies).toEqual({
      ...SANDBOX_TOOL_VERSIONS,
      '@types/react': '18.3.27',
      '@types/react-dom': '18.3.7',
      typescript: '5.9.3',
    });
    expect(project.files['tsconfig.json']).toContain('"jsx": "react-jsx"');
    expect(project.files['index.html']).toContain('src="/src/main.tsx"');
    expect(project.files['src/main.tsx']).toContain('<ThemeProvider theme={theme}>');
    expect(project.files['src/main.tsx']).toContain("import BasicButtons from './BasicButtons';");
  });

  it('adds the type package of a library without types to a TypeScript project only', () => {
    const code =
      "import { DateTime } from 'luxon';\n\nexport default function BasicButtons() {\n  return <p>{DateTime.now().year}</p>;\n}";
    const versions = { ...VERSIONS, luxon: '3.7.2', '@types/luxon': '3.7.6' };
    const ts = packageJson(sandboxProject(demo({ code, versions })).files);
    expect(ts.dependencies.luxon).toBe('3.7.2');
    expect(ts.devDependencies['@types/luxon']).toBe('3.7.6');
    const js = packageJson(sandboxProject(demo({ code, versions, language: 'JS' })).files);
    expect(js.devDependencies).toEqual(SANDBOX_TOOL_VERSIONS);
    expect(typesPackageOf('@scope/name')).toBe('@types/scope__name');
  });

  it('sends the JavaScript source without TypeScript files', () => {
    const project = sandboxProject(
      demo({ language: 'JS', code: 'export default function BasicButtons() {}' }),
    );
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/BasicButtons.jsx',
      'src/main.jsx',
      'vite.config.js',
    ]);
    expect(packageJson(project.files).devDependencies).toEqual(SANDBOX_TOOL_VERSIONS);
    expect(project.files['src/main.jsx']).not.toContain(' as HTMLElement');
  });

  it('wraps Joy demos in CssVarsProvider and leaves Base and System demos bare', () => {
    const joy = sandboxProject(
      demo({
        id: 'joy-ui/react-button/JoyButtons',
        name: 'JoyButtons',
        code: "import Button from '@mui/joy/Button';",
      }),
    );
    expect(joy.files['src/main.tsx']).toContain(
      "import { CssVarsProvider } from '@mui/joy/styles';",
    );
    expect(packageJson(joy.files).dependencies['@mui/joy']).toBe('5.0.0-beta.20');
    const base = sandboxProject(
      demo({
        id: 'base-ui/react-button/Plain',
        name: 'Plain',
        code: "import { Button } from '@mui/base/Button';",
      }),
    );
    expect(base.files['src/main.tsx']).not.toMatch(/Provider/);
    expect(base.files['index.html']).not.toContain('tailwindcss');
  });

  it('loads Tailwind for Base UI’s Tailwind variant', () => {
    const project = sandboxProject(
      demo({
        id: 'base-ui/react-button/Plain.tailwind',
        name: 'Plain',
        styling: 'tailwind',
        code: "import { Button } from '@mui/base/Button';",
      }),
    );
    expect(project.files['index.html']).toContain(
      '<script src="https://cdn.tailwindcss.com"></script>',
    );
  });

  it('gives pickers their LocalizationProvider with the Day.js adapter', () => {
    const project = sandboxProject(
      demo({
        id: 'x/react-date-pickers/InlinePicker',
        name: 'InlinePicker',
        code: "import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';",
      }),
    );
    const main = project.files['src/main.tsx'];
    expect(main).toContain('<LocalizationProvider dateAdapter={AdapterDayjs}>');
    expect(main).toContain("import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';");
    expect(packageJson(project.files).dependencies.dayjs).toBe('1.11.19');
  });

  it('copies the files it imports by relative path and points its imports at them', () => {
    const project = sandboxProject(
      demo({
        id: 'x/react-data-grid/Grid',
        name: 'Grid',
        language: 'JS',
        code: "import { DataGridPro } from '@mui/x-data-grid-pro';\nimport { rows } from '../../datasets/employees';",
        modules: [
          {
            specifier: '../../datasets/employees',
            path: 'datasets/employees',
            code: "import dayjs from 'dayjs';\nexport const rows = [];",
          },
        ],
      }),
    );
    expect(project.files['src/Grid.jsx']).toContain("from './datasets/employees';");
    expect(project.files['src/datasets/employees.js']).toContain('export const rows = [];');
    const dependencies = packageJson(project.files).dependencies;
    expect(dependencies['@mui/x-data-grid-pro']).toBe('6.20.4');
    expect(dependencies.dayjs).toBe('1.11.19');
  });

  it('says which package has no version instead of guessing one', () => {
    expect(() => sandboxProject(demo({ code: "import confetti from 'canvas-confetti';" }))).toThrow(
      /needs canvas-confetti, but no version of it was given/,
    );
  });
});
