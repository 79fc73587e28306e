import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridPaginationModel, GridRowSelectionModel } from '@mui/x-data-grid';
import { employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';
import { EMPLOYEE_PAGE_TOTAL, fetchEmployeePage } from '../../datasets/employeePages';

export default function ServerPaginationSelection() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchEmployeePage(paginationModel.page, paginationModel.pageSize).then((page) => {
      if (!active) return;
      setRows(page.rows);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div>
      <p>{selection.length} selected across pages.</p>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          rowCount={EMPLOYEE_PAGE_TOTAL}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </div>
    </div>
  );
}
