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
      callback: null,
    });
    const bare = firstProperty('interface P {\n/**\n * Old.\n * @deprecated\n */\n a?: boolean; }');
    expect(readDocInfo(bare).deprecated).toBe('Deprecated');
    expect(readDocInfo(firstProperty('interface P { a: string }'))).toEqual({
      description: '',
      defaultValue: null,
      deprecated: null,
      callback: null,
    });
  });

  it("reads a callback's @param and @returns tags", () => {
    const prop = firstProperty(
      'interface P {\n/**\n * Called on change.\n *\n * @param {React.SyntheticEvent} event The event source.\n * @param {string} [reason] - Why it changed.\n * @param {number} extra\n * @returns {boolean} Whether to keep the change.\n */\n onChange?: (event: unknown, reason?: string, extra?: number) => boolean; }',
    );
    expect(readDocInfo(prop).callback).toEqual({
      parameters: [
        {
          name: 'event',
          type: 'React.SyntheticEvent',
          optional: false,
          description: 'The event source.',
        },
        { name: 'reason', type: 'string', optional: true, description: 'Why it changed.' },
        { name: 'extra', type: 'number', optional: false, description: '' },
      ],
      returns: { type: 'boolean', description: 'Whether to keep the change.' },
    });
    expect(
      readDocInfo(firstProperty('interface P {\n/** @returns {string} */\n a(): string; }'))
        .callback,
    ).toEqual({
      parameters: [],
      returns: { type: 'string', description: '' },
    });
  });
});
