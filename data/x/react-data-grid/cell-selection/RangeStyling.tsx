import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(30, 952);

export default function RangeStyling() {
  // The cells on the edges of a selected range get classes: draw a border around the range.
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={employeeColumns}
        unstable_cellSelection
        unstable_cellSelectionModel={{
          2: { department: true, role: true },
          3: { department: true, role: true },
        }}
        sx={{
          '& .MuiDataGrid-cell--rangeTop': {
            borderTop: '2px solid',
            borderTopColor: 'primary.main',
          },
          '& .MuiDataGrid-cell--rangeBottom': {
            borderBottom: '2px solid',
            borderBottomColor: 'primary.main',
          },
          '& .MuiDataGrid-cell--rangeLeft': {
            borderLeft: '2px solid',
            borderLeftColor: 'primary.main',
          },
          '& .MuiDataGrid-cell--rangeRight': {
            borderRight: '2px solid',
            borderRightColor: 'primary.main',
          },
        }}
      />
    </div>
  );
}
