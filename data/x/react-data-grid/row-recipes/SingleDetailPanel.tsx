import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowId, GridRowParams } from '@mui/x-data-grid-pro';
import { createEmployeeRows, formatSalary } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(40, 71);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
];

const startFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export default function SingleDetailPanel() {
  const [expandedIds, setExpandedIds] = React.useState<GridRowId[]>([]);

  // The grid proposes the open panels with the newest last: keep only that one.
  const handleExpandedChange = React.useCallback((ids: GridRowId[]) => {
    setExpandedIds(ids.length > 1 ? [ids[ids.length - 1]] : ids);
  }, []);

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<EmployeeRow>) => (
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="subtitle2" component="p">
          {row.role}
        </Typography>
        <Typography variant="body2">
          {row.email} · {formatSalary(row.salary)} · since {startFormatter.format(row.startDate)}
        </Typography>
      </Box>
    ),
    [],
  );

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        detailPanelExpandedRowIds={expandedIds}
        onDetailPanelExpandedRowIdsChange={handleExpandedChange}
      />
    </div>
  );
}
