import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridSortModel } from '@mui/x-data-grid';
import { employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';
import { fetchEmployeesSorted } from '../../datasets/employeePages';

export default function ServerSideSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchEmployeesSorted(sortModel).then((sorted) => {
      if (!active) return;
      setRows(sorted);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
        initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
        pageSizeOptions={[25]}
      />
    </div>
  );
}
