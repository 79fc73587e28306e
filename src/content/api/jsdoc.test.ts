import ts from 'typescript';
import {
  componentDescription,
  normalizeWhitespace,
  parseDemoLinks,
  parseInheritance,
  readDocInfo,
  toSitePathname,
  withoutMaintainerNotes,
} from './jsdoc';

const BUTTON_DOC = `
The foundation.

Demos:

- [Button Group](https://mui.com/material-ui/react-button-group/)
- [Button](https://mui.com/material-ui/react-button/#hook)

API:

- [Button API](https://mui.com/material-ui/api/button/)
- inherits [ButtonBase API](https://mui.com/material-ui/api/button-base/)
`;

function firstProperty(source: string): ts.Node {
  const file = ts.createSourceFile('t.d.ts', source, ts.ScriptTarget.ES2020, true);
  const iface = file.statements[0];
  if (!ts.isInterfaceDeclaration(iface)) throw new Error('expected an interface');
  return iface.members[0];
}

describe('jsdoc', () => {
  it("drops the maintainers' TODO lines of a comment, keeping what readers need", () => {
    expect(
      withoutMaintainerNotes(
        'If `true`, the column is pinnable.\nOnly available in DataGridPro.\nTODO: Use module augmentation to move it.',
      ),
    ).toBe('If `true`, the column is pinnable.\nOnly available in DataGridPro.');
    expect(withoutMaintainerNotes('Todos are listed here.')).toBe('Todos are listed here.');
  });

  it('normalises whitespace', () => {
    expect(normalizeWhitespace(' a\n   | b ')).toBe('a | b');
  });

  it('maps mui.com URLs to site pathnames', () => {
    expect(toSitePathname('https://mui.com/material-ui/react-button/')).toBe(
      '/material-ui/react-button',
    );
    expect(toSitePathname('https://mui.com/base-ui/react-button/#hook')).toBe(
      '/base-ui/react-button',
    );
    expect(toSitePathname('/material-ui/api/list-item-button/')).toBe(
      '/material-ui/api/list-item-button',
    );
    expect(toSitePathname('https://example.com/x')).toBeNull();
  });

  it('reads the description, demos and inheritance of a component comment', () => {
    expect(componentDescription(BUTTON_DOC)).toBe('The foundation.');
    expect(parseDemoLinks(BUTTON_DOC)).toEqual([
      { title: 'Button Group', url: 'https://mui.com/material-ui/react-button-group/' },
      { title: 'Button', url: 'https://mui.com/material-ui/react-button/#hook' },
    ]);
    expect(parseInheritance(BUTTON_DOC)).toEqual({
      component: 'ButtonBase',
      url: 'https://mui.com/material-ui/api/button-base/',
    });
    expect(parseInheritance('no inheritance')).toBeNull();
  });

  it('reads @default and @deprecated', () => {
    const prop = firstProperty(
      'interface P {\n/**\n * If `true`, it is off.\n * @default false\n * @deprecated Use `x` instead.\n */\n a?: boolean; }',
    );
    expect(readDocInfo(prop)).toEqual({
      description: 'If `true`, it is off.',
      defaultValue: 'false',
      deprecated: 'Use `x` instead.',
    });
    const bare = firstProperty('interface P {\n/**\n * Old.\n * @deprecated\n */\n a?: boolean; }');
    expect(readDocInfo(bare).deprecated).toBe('Deprecated');
    expect(readDocInfo(firstProperty('interface P { a: string }'))).toEqual({
      description: '',
      defaultValue: null,
      deprecated: null,
    });
  });
});
