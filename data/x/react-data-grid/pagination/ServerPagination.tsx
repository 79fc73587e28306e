import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';
import { fetchEmployeePage } from '../../datasets/employeePages';

export default function ServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchEmployeePage(paginationModel.page, paginationModel.pageSize).then((page) => {
      if (!active) return;
      setRows(page.rows);
      setRowCount(page.rowCount);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25]}
      />
    </div>
  );
}
