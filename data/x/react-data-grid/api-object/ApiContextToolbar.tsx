import * as React from 'react';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(300);

function DepartmentCounts() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const counts = React.useMemo(() => {
    const result = new Map<string, number>();
    entries.forEach(({ model }) => {
      const { department } = model as EmployeeRow;
      result.set(department, (result.get(department) ?? 0) + 1);
    });
    return [...result.entries()].sort((a, b) => b[1] - a[1]);
  }, [entries]);
  return (
    <GridToolbarContainer sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <GridToolbarQuickFilter />
      {counts.map(([department, count]) => (
        <Chip key={department} size="small" label={`${department}: ${count}`} />
      ))}
    </GridToolbarContainer>
  );
}

export default function ApiContextToolbar() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        columnVisibilityModel={{ id: false, email: false }}
        slots={{ toolbar: DepartmentCounts }}
      />
    </div>
  );
}
