import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type { FilterColumnsArgs, GridSlotsComponentsProps } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(150, 818);

// Identifiers and e-mail addresses are never useful filters here.
const HIDDEN_FROM_FILTERS = ['id', 'email'];

const outlined = { variant: 'outlined', size: 'small' } as const;

// The props of the filter panel slot (GridFilterPanel's props).
const filterPanelProps: GridSlotsComponentsProps['filterPanel'] = {
  // Column names in the selector are listed from A to Z.
  columnsSort: 'asc',
  filterFormProps: {
    filterColumns: ({ columns }: FilterColumnsArgs) =>
      columns
        .filter((column) => !HIDDEN_FROM_FILTERS.includes(column.field))
        .map((column) => column.field),
    columnInputProps: { ...outlined, sx: { mt: 'auto', width: 160 } },
    operatorInputProps: { ...outlined, sx: { mt: 'auto', width: 140 } },
    valueInputProps: { InputComponentProps: outlined, sx: { mt: 'auto', width: 200 } },
    deleteIconProps: { sx: { my: 'auto', '& .MuiSvgIcon-root': { color: 'error.main' } } },
  },
  sx: {
    '& .MuiDataGrid-filterForm': { gap: 1.5, p: 2, flexWrap: 'wrap' },
  },
};

export default function FilterPanelContent() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ filterPanel: filterPanelProps }}
        initialState={{
          columns: { columnVisibilityModel: { id: false, email: false } },
          filter: {
            filterModel: { items: [{ field: 'role', operator: 'contains', value: 'lead' }] },
          },
        }}
      />
    </div>
  );
}
