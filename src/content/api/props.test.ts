import { findExport } from './extract';
import type { ApiProgram } from './program';
import { componentProps, directoryOf, propsTypesOf } from './props';
import type { ApiProp } from './types';
import { PROGRAM_TIMEOUT_MS, realProgram } from './testSupport';

let api: ApiProgram;

beforeAll(() => {
  api = realProgram(['@mui/material', '@mui/x-data-grid']);
}, PROGRAM_TIMEOUT_MS);

function propsOf(packageName: string, name: string, inherited?: string): ApiProp[] {
  const symbol = findExport(api, packageName, name);
  if (!symbol?.valueDeclaration) throw new Error(`${name} not found`);
  const inheritedDecl = inherited
    ? findExport(api, packageName, inherited)?.valueDeclaration
    : null;
  return componentProps(api.checker, propsTypesOf(api.checker, symbol), {
    ownDir: directoryOf(symbol.valueDeclaration),
    inheritedDir: inheritedDecl ? directoryOf(inheritedDecl) : null,
  }).props;
}

function prop(props: ApiProp[], name: string): ApiProp {
  const found = props.find((p) => p.name === name);
  if (!found) throw new Error(`no prop ${name} in ${props.map((p) => p.name).join(', ')}`);
  return found;
}

describe('component props from the installed declarations', () => {
  it('reads Material Button props with their defaults and declared types', () => {
    const props = propsOf('@mui/material', 'Button', 'ButtonBase');
    const variant = prop(props, 'variant');
    expect(variant.defaultValue).toBe("'text'");
    expect(variant.type).toContain("'contained'");
    expect(variant.required).toBe(false);
    expect(variant.description).toBe('The variant to use.');
    expect(prop(props, 'disabled').defaultValue).toBe('false');
    expect(prop(props, 'disabled').type).toBe('boolean');
    expect(prop(props, 'component').type).toBe('React.ElementType');
    expect(prop(props, 'href').required).toBe(false);
  });

  it('sorts props by name and leaves out HTML attributes and the inherited component props', () => {
    const names = propsOf('@mui/material', 'Button', 'ButtonBase').map((p) => p.name);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('onClick');
    expect(names).not.toContain('ref');
    expect(names).not.toContain('disableRipple');
    expect(propsOf('@mui/material', 'ButtonBase').map((p) => p.name)).toContain('disableRipple');
  });

  it('reads deprecations with and without a reason', () => {
    const dialog = prop(propsOf('@mui/material', 'Dialog', 'Modal'), 'onBackdropClick');
    expect(dialog.deprecated).toBe(
      'Use the `onClose` prop with the `reason` argument to handle the `backdropClick` events.',
    );
    expect(prop(propsOf('@mui/material', 'ListItem'), 'ContainerComponent').deprecated).toBe(
      'Deprecated',
    );
    expect(prop(propsOf('@mui/material', 'Button', 'ButtonBase'), 'variant').deprecated).toBeNull();
  });

  it('marks DataGrid rows as required', () => {
    const props = propsOf('@mui/x-data-grid', 'DataGrid');
    expect(prop(props, 'rows').required).toBe(true);
    expect(prop(props, 'rows').type).toBe('GridRowsProp<R>');
    expect(prop(props, 'autoHeight').required).toBe(false);
  });
});
