import { DataGrid } from '@mui/x-data-grid';
import type { GridColumnGroupingModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40);

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'contact',
    headerName: 'Contact',
    description: 'How to reach the employee',
    children: [{ field: 'name' }, { field: 'email' }],
  },
  {
    groupId: 'job',
    headerName: 'Job',
    children: [{ field: 'department' }, { field: 'role' }, { field: 'salary' }],
  },
  {
    groupId: 'employment',
    headerName: 'Employment',
    children: [{ field: 'startDate' }, { field: 'country' }, { field: 'active' }],
  },
];

export default function EmployeeGroups() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        experimentalFeatures={{ columnGrouping: true }}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={{ id: false }}
      />
    </div>
  );
}
