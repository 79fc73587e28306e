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
});
