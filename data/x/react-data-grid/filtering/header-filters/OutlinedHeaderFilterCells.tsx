import { DataGridPro, GridHeaderFilterCell } from '@mui/x-data-grid-pro';
import type { GridHeaderFilterCellProps } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(300, 654);

function hasValue(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
}

/**
 * Every header filter of the grid goes through this component. It keeps the default cell, and
 * decides per cell: outlined inputs everywhere, and a class on the cells whose filter is applied.
 */
function OutlinedHeaderFilterCell(props: GridHeaderFilterCellProps) {
  const { item, headerClassName, InputComponentProps } = props;
  const applied = hasValue(item.value);
  // The grid has already resolved a column's class name function to a string here.
  const baseClass = typeof headerClassName === 'string' ? headerClassName : '';
  return (
    <GridHeaderFilterCell
      {...props}
      headerClassName={applied ? `${baseClass} header-filter--applied`.trim() : baseClass}
      InputComponentProps={{ ...InputComponentProps, variant: 'outlined', size: 'small' }}
      showClearIcon
    />
  );
}

export default function OutlinedHeaderFilterCells() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={employeeColumns}
        unstable_headerFilters
        slots={{ headerFilterCell: OutlinedHeaderFilterCell }}
        initialState={{
          columns: { columnVisibilityModel: { id: false, email: false, startDate: false } },
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'role', operator: 'contains', value: 'engineer' }],
            },
          },
        }}
        sx={{
          '& .header-filter--applied': { bgcolor: 'action.selected' },
        }}
      />
    </div>
  );
}
