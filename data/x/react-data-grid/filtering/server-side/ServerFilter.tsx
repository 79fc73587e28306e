import * as React from 'react';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import type { GridFilterModel } from '@mui/x-data-grid';
import { employeeColumns } from '../../../datasets/employees';
import type { EmployeeRow } from '../../../datasets/employees';
import { fetchFilteredRows } from '../../../datasets/employeeServer';

const columns = employeeColumns.filter((column) =>
  ['name', 'department', 'role', 'country'].includes(column.field),
);

export default function ServerFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'country', operator: 'is', value: 'Kenya' }],
  });
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchFilteredRows(filterModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
        slots={{ toolbar: GridToolbar }}
      />
    </div>
  );
}
