import { staticImports } from './staticImports';

describe('staticImports', () => {
  it('lists value imports, side-effect imports and re-exports, in order', () => {
    const source = [
      "import * as React from 'react';",
      'import Document, {',
      '  Head,',
      '  Html,',
      "} from 'next/document';",
      "import './global.css';",
      "export { thing } from '@/core/thing';",
      'export * from "../other";',
    ].join('\n');
    expect(staticImports(source)).toEqual([
      'react',
      'next/document',
      './global.css',
      '@/core/thing',
      '../other',
    ]);
  });

  it('leaves out type-only imports, dynamic imports and local exports', () => {
    const source = [
      "import type { NavEntry } from '@/core/navigationTypes';",
      "export type { Ref } from './ref';",
      "const lazy = () => import('@/content/navigationAssets');",
      'export const answer = 42;',
      "export default function f() { return 'from here'; }",
    ].join('\n');
    expect(staticImports(source)).toEqual([]);
  });
});
