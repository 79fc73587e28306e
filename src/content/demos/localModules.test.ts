import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runInTsx } from '@/content/markdown/testing/runInTsx';
import { DATA_DIR } from '../contentPaths';
import type { DemoModule } from './localModules';

describe('localModules', () => {
  it('carries the modules a shared module imports too, once each, in their folder layout', () => {
    const demo = path.join(
      DATA_DIR,
      'x',
      'react-data-grid',
      'filtering',
      'server-side',
      'ServerFilter.tsx',
    );
    const modules = runInTsx<DemoModule[]>('src/content/demos/testing/localModulesOf.ts', demo);
    const paths = modules.map((module) => module.path);
    expect(paths).toContain('datasets/employeeServer');
    expect(paths).toContain('datasets/employees');
    expect(new Set(paths).size).toBe(paths.length);
    const server = modules.find((module) => module.path === 'datasets/employeeServer');
    expect(server?.tsCode).toContain("from './employees'");
    expect(server?.jsCode).not.toContain('GridFilterModel');
  });

  it('names a module it cannot find with the modules that exist beside it', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'local-modules-'));
    try {
      const demo = path.join(folder, 'Demo.tsx');
      fs.writeFileSync(demo, "import { rows } from './dataset';\nexport default rows;\n");
      fs.writeFileSync(path.join(folder, 'datasets.ts'), 'export const rows = [];\n');
      fs.writeFileSync(path.join(folder, 'columns.tsx'), 'export const columns = [];\n');
      expect(() =>
        runInTsx<DemoModule[]>('src/content/demos/testing/localModulesOf.ts', demo),
      ).toThrow(
        /Module not found: \.\/dataset \(in [^)]*Demo\.tsx\)\. Available: \.\/Demo, \.\/columns, \.\/datasets/,
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
