import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(8, 5);

const columns: GridColDef<EmployeeRow>[] = [
  {
    field: 'name',
    headerName: 'Name (two words)',
    flex: 1,
    minWidth: 160,
    editable: true,
    preProcessEditCellProps: (params) => ({
      ...params.props,
      error:
        String(params.props.value ?? '')
          .trim()
          .split(/\s+/).length < 2,
    }),
  },
  {
    field: 'salary',
    headerName: 'Salary (20k–300k)',
    type: 'number',
    width: 160,
    editable: true,
    preProcessEditCellProps: (params) => {
      const value = Number(params.props.value);
      return { ...params.props, error: !(value >= 20000 && value <= 300000) };
    },
  },
];

export default function ValidationDemo() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          '& .Mui-error': {
            bgcolor: 'error.main',
            color: 'error.contrastText',
            height: '100%',
          },
        }}
      />
    </div>
  );
}
