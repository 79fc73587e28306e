import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import {
  DataGrid,
  GridToolbar,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import type { GridColDef, GridFilterOperator } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployeeRows, formatSalary } from '../../../datasets/employees';
import type { EmployeeRow } from '../../../datasets/employees';

interface WatchedEmployee extends EmployeeRow {
  watched: boolean;
}

// People on the watch list stay in view, whatever the filter says.
const WATCH_LIST = new Set([4, 11, 23, 37]);

const rows: WatchedEmployee[] = createEmployeeRows(120, 515).map((row) => ({
  ...row,
  watched: WATCH_LIST.has(row.id),
}));

/** Returns a copy of a built-in operator whose filter lets watched rows through. */
function keepWatchedRows<V>(
  operator: GridFilterOperator<WatchedEmployee, V>,
): GridFilterOperator<WatchedEmployee, V> {
  const { getApplyFilterFn, getApplyFilterFnV7 } = operator;
  return {
    ...operator,
    getApplyFilterFn: (item, column) => {
      const passes = getApplyFilterFn(item, column);
      // null means "this filter is not complete yet": keep that answer.
      return passes ? (params) => params.row.watched || passes(params) : null;
    },
    getApplyFilterFnV7: getApplyFilterFnV7
      ? (item, column) => {
          const passes = getApplyFilterFnV7(item, column);
          return passes
            ? (value, row, col, apiRef) => row.watched || passes(value, row, col, apiRef)
            : null;
        }
      : undefined,
  };
}

const wrapped = {
  string: getGridStringOperators().map(keepWatchedRows),
  number: getGridNumericOperators().map(keepWatchedRows),
  singleSelect: getGridSingleSelectOperators().map(keepWatchedRows),
};

const columns: GridColDef<WatchedEmployee>[] = [
  {
    field: 'watched',
    headerName: 'Watch list',
    width: 110,
    filterable: false,
    renderCell: ({ value }) =>
      value ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <StarIcon fontSize="small" color="warning" aria-hidden />
          Watched
        </Box>
      ) : null,
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, filterOperators: wrapped.string },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
    filterOperators: wrapped.singleSelect,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) => formatSalary(value as number),
    filterOperators: wrapped.number,
  },
];

export default function WatchListOperators() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'department', operator: 'is', value: 'Finance' }] },
          },
        }}
      />
    </div>
  );
}
