import { isHandWrittenDeclaration, sourceUrl } from './sourceUrl';

describe('sourceUrl', () => {
  it('tells hand-written declarations from generated ones by indentation', () => {
    expect(isHandWrittenDeclaration('export interface A {\n  a: string;\n}')).toBe(true);
    expect(isHandWrittenDeclaration('export interface A {\n    a: string;\n}')).toBe(false);
  });

  it('points at the source file at the version tag', () => {
    expect(
      sourceUrl({
        packageName: '@mui/material',
        relativeDts: 'Button/Button.d.ts',
        dtsText: 'interface A {\n  a: string;\n}',
        isHook: false,
        tagVersion: '5.15.2',
      }),
    ).toBe(
      'https://github.com/mui/material-ui/blob/v5.15.2/packages/mui-material/src/Button/Button.js',
    );
    expect(
      sourceUrl({
        packageName: '@mui/base',
        relativeDts: 'useButton/useButton.d.ts',
        dtsText: 'export declare function useButton(): void;',
        isHook: true,
        tagVersion: '5.15.2',
      }),
    ).toBe(
      'https://github.com/mui/material-ui/blob/v5.15.2/packages/mui-base/src/useButton/useButton.ts',
    );
    expect(
      sourceUrl({
        packageName: '@mui/x-tree-view',
        relativeDts: 'TreeView/TreeView.d.ts',
        dtsText: '',
        isHook: false,
        tagVersion: '6.17.0',
      }),
    ).toBe(
      'https://github.com/mui/mui-x/blob/v6.17.0/packages/x-tree-view/src/TreeView/TreeView.tsx',
    );
  });
});
