import { ApiExtractionError, extractApiDoc } from './extract';
import type { ExtractContext } from './extract';
import { SAMPLE_LEAVES } from './navLeaves';
import type { ApiLeaf } from './navLeaves';
import { PROGRAM_TIMEOUT_MS, realProgram } from './testSupport';
import type { ApiDoc } from './types';

let ctx: ExtractContext;

beforeAll(() => {
  ctx = {
    api: realProgram(),
    navPathnames: new Set([
      '/material-ui/api/button-base',
      '/material-ui/react-button',
      '/base-ui/react-button',
    ]),
  };
}, PROGRAM_TIMEOUT_MS);

function leaf(pathname: string): ApiLeaf {
  const found = SAMPLE_LEAVES.find((l) => l.pathname === pathname);
  if (!found) throw new Error(`no sample leaf ${pathname}`);
  return found;
}

function xLeaf(product: string, slug: string, name: string): ApiLeaf {
  const pathname = `/x/api/${product}/${slug}`;
  return { area: 'x', pathname, name, packageName: `@mui/x-${product}` };
}

function doc(pathname: string): ApiDoc {
  return extractApiDoc(ctx, leaf(pathname));
}

describe('extractApiDoc', () => {
  it('documents Material Button', () => {
    const button = doc('/material-ui/api/button');
    expect(button).toMatchObject({
      name: 'Button',
      kind: 'component',
      packageName: '@mui/material',
      packageVersion: '5.15.2',
      inheritance: { component: 'ButtonBase', pathname: '/material-ui/api/button-base' },
      spread: 'ButtonBase',
      sourceUrl:
        'https://github.com/mui/material-ui/blob/v5.15.2/packages/mui-material/src/Button/Button.js',
    });
    expect(button.imports).toEqual([
      "import Button from '@mui/material/Button';",
      "import { Button } from '@mui/material';",
    ]);
    // Only demo pages that exist in the navigation are kept, without origin and trailing slash.
    expect(button.demos).toEqual([{ title: 'Button', pathname: '/material-ui/react-button' }]);
    expect(button.props.find((p) => p.name === 'variant')?.defaultValue).toBe("'text'");
    expect(button.classes.find((c) => c.key === 'root')?.className).toBe('MuiButton-root');
  });

  it('documents Joy Button with its color prop and slots', () => {
    const joy = doc('/joy-ui/api/button');
    expect(joy.props.find((p) => p.name === 'color')).toMatchObject({
      type: 'OverridableStringUnion<ColorPaletteProp, ButtonPropsColorOverrides>',
      defaultValue: "'primary'",
      required: false,
    });
    expect(joy.slots.find((s) => s.name === 'root')).toEqual({
      name: 'root',
      description: 'The component that renders the root.',
      defaultComponent: "'button'",
      className: 'MuiButton-root',
    });
    expect(joy.classes.find((c) => c.key === 'startDecorator')?.className).toBe(
      'MuiButton-startDecorator',
    );
  });

  it('documents Base components and hooks with import lines that resolve', () => {
    const numberInput = doc('/base-ui/api/number-input');
    expect(numberInput.imports).toEqual([
      "import { Unstable_NumberInput } from '@mui/base/Unstable_NumberInput';",
      "import { Unstable_NumberInput } from '@mui/base';",
    ]);
    expect(numberInput.classes.find((c) => c.key === 'incrementButton')?.className).toBe(
      'MuiNumberInput-incrementButton',
    );
    expect(numberInput.slots.map((s) => s.name)).toContain('incrementButton');
    const useButton = doc('/base-ui/api/use-button');
    expect(useButton.kind).toBe('hook');
    expect(useButton.props).toEqual([]);
    expect(useButton.returnValue.map((p) => p.name)).toContain('getRootProps');
    expect(useButton.demos).toEqual([{ title: 'Button', pathname: '/base-ui/react-button' }]);
  });

  it('documents X components with a root import only', () => {
    const grid = doc('/x/api/data-grid/data-grid');
    expect(grid.imports).toEqual(["import { DataGrid } from '@mui/x-data-grid';"]);
    expect(grid.props.find((p) => p.name === 'rows')?.required).toBe(true);
    expect(grid.classes.find((c) => c.key === 'root')?.className).toBe('MuiDataGrid-root');
    expect(grid.sourceUrl).toBe(
      'https://github.com/mui/mui-x/blob/v6.20.4/packages/grid/x-data-grid/src/DataGrid/DataGrid.tsx',
    );
    expect(doc('/x/api/date-pickers/date-picker').props.length).toBeGreaterThan(10);
  });

  it('documents the Pro and Premium grids from their own packages, not the stand-ins of lower plans', () => {
    const pro = extractApiDoc(ctx, xLeaf('data-grid', 'data-grid-pro', 'DataGridPro'));
    expect(pro.packageName).toBe('@mui/x-data-grid-pro');
    expect(pro.imports).toEqual(["import { DataGridPro } from '@mui/x-data-grid-pro';"]);
    expect(pro.props.map((p) => p.name)).toEqual(
      expect.arrayContaining(['treeData', 'pinnedColumns']),
    );
    // @mui/x-data-grid-pro exports a deprecated DataGridPremium that renders nothing.
    const premium = extractApiDoc(ctx, xLeaf('data-grid', 'data-grid-premium', 'DataGridPremium'));
    expect(premium.packageName).toBe('@mui/x-data-grid-premium');
    expect(premium.props.map((p) => p.name)).toEqual(
      expect.arrayContaining(['rowGroupingModel', 'aggregationModel', 'treeData']),
    );
    expect(premium.sourceUrl).toBe(
      'https://github.com/mui/mui-x/blob/v6.20.4/packages/grid/x-data-grid-premium/src/DataGridPremium/DataGridPremium.tsx',
    );
    const range = extractApiDoc(ctx, xLeaf('date-pickers', 'date-range-picker', 'DateRangePicker'));
    expect(range.packageName).toBe('@mui/x-date-pickers-pro');
    expect(range.props.find((p) => p.name === 'calendars')?.type).toBe('1 | 2 | 3');
  });

  it('documents an interface by its properties, with a type-only import', () => {
    const model = extractApiDoc(ctx, xLeaf('data-grid', 'grid-filter-model', 'GridFilterModel'));
    expect(model).toMatchObject({
      kind: 'interface',
      packageName: '@mui/x-data-grid',
      imports: ["import type { GridFilterModel } from '@mui/x-data-grid';"],
      description: 'Model describing the filters to apply to the grid.',
      slots: [],
      classes: [],
      sourceUrl:
        'https://github.com/mui/mui-x/blob/v6.20.4/packages/grid/x-data-grid/src/models/gridFilterModel.ts',
    });
    expect(model.props.find((p) => p.name === 'items')).toMatchObject({
      type: 'GridFilterItem[]',
      required: true,
    });
    expect(model.props.find((p) => p.name === 'logicOperator')).toMatchObject({
      type: 'GridLogicOperator',
      required: false,
      defaultValue: '`GridLogicOperator.Or`',
    });
    // A type alias over a union documents the members every column definition has.
    const colDef = extractApiDoc(ctx, xLeaf('data-grid', 'grid-col-def', 'GridColDef'));
    expect(colDef.kind).toBe('interface');
    expect(colDef.props.find((p) => p.name === 'field')?.required).toBe(true);
    expect(colDef.props.find((p) => p.name === 'renderCell')?.type).toContain(
      'GridRenderCellParams',
    );
    // Methods are members too; an interface of a higher plan comes from its package.
    const gridApi = extractApiDoc(ctx, xLeaf('data-grid', 'grid-api', 'GridApi'));
    expect(gridApi.props.find((p) => p.name === 'setFilterModel')?.type).toContain('=>');
    const excel = extractApiDoc(
      ctx,
      xLeaf('data-grid', 'grid-excel-export-options', 'GridExcelExportOptions'),
    );
    expect(excel.packageName).toBe('@mui/x-data-grid-premium');
  });

  it('names the leaf and the fix when the export does not exist', () => {
    const missing: ApiLeaf = {
      area: 'material-ui',
      pathname: '/material-ui/api/foo',
      name: 'Foo',
      packageName: '@mui/material',
    };
    expect(() => extractApiDoc(ctx, missing)).toThrow(ApiExtractionError);
    expect(() => extractApiDoc(ctx, missing)).toThrow(
      'API entry /material-ui/api/foo (title Foo): @mui/material exports no Foo. Fix the title in data/material-ui/pages.ts or remove the entry.',
    );
  });
});
