import TextField from '@mui/material/TextField';
import { DataGridPro, useGridApiContext } from '@mui/x-data-grid-pro';
import type { GridColDef, GridHeaderFilterCellProps } from '@mui/x-data-grid-pro';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';
import type { EmployeeRow } from '../../../datasets/employees';

const rows = createEmployeeRows(300, 321);

/** A three-way choice for the boolean column, written to the filter model like any filter. */
function StatusHeaderFilter({ colDef, item, hasFocus }: GridHeaderFilterCellProps) {
  const apiRef = useGridApiContext();
  const value = item.value === 'true' || item.value === 'false' ? item.value : 'any';
  return (
    <TextField
      select
      fullWidth
      size="small"
      variant="standard"
      label="Status"
      value={value}
      SelectProps={{ native: true }}
      InputLabelProps={{ shrink: true }}
      // tabIndex 0 while the cell has focus: the grid then moves focus into the select.
      inputProps={{ tabIndex: hasFocus ? 0 : -1 }}
      // While the select has focus, arrow keys change its value instead of moving between cells.
      onFocus={() => apiRef.current.startHeaderFilterEditMode(colDef.field)}
      onBlur={() => apiRef.current.stopHeaderFilterEditMode()}
      onChange={(event) => {
        if (event.target.value === 'any') {
          apiRef.current.deleteFilterItem(item);
        } else {
          apiRef.current.upsertFilterItem({ ...item, operator: 'is', value: event.target.value });
        }
      }}
    >
      <option value="any">Any</option>
      <option value="true">Active</option>
      <option value="false">On leave</option>
    </TextField>
  );
}

const columns: GridColDef<EmployeeRow>[] = employeeColumns
  .filter((column) => ['name', 'email', 'department', 'active'].includes(column.field))
  .map((column) => {
    if (column.field === 'active') {
      return {
        ...column,
        width: 130,
        renderHeaderFilter: (params: GridHeaderFilterCellProps) => (
          <StatusHeaderFilter {...params} />
        ),
      };
    }
    if (column.field === 'email') {
      // Returning null leaves the cell empty, while the filter panel still offers the column.
      return { ...column, renderHeaderFilter: () => null };
    }
    return column;
  });

export default function RenderHeaderFilter() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        unstable_headerFilters
        initialState={{
          filter: {
            filterModel: { items: [{ id: 1, field: 'active', operator: 'is', value: 'false' }] },
          },
        }}
      />
    </div>
  );
}
