import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployeeRows, formatSalary } from '../../datasets/employees';

interface Summary {
  id: string;
  headcount: number;
  active: number;
  averageSalary: number;
}

const employees = createEmployeeRows(1000);

const summaries: Summary[] = DEPARTMENTS.map((department) => {
  const members = employees.filter((row) => row.department === department);
  return {
    id: department,
    headcount: members.length,
    active: members.filter((row) => row.active).length,
    averageSalary: Math.round(members.reduce((sum, row) => sum + row.salary, 0) / members.length),
  };
});

const columns: GridColDef<Summary>[] = [
  { field: 'id', headerName: 'Department', flex: 1 },
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 120 },
  { field: 'active', headerName: 'Active', type: 'number', width: 100 },
  {
    field: 'averageSalary',
    headerName: 'Average salary',
    type: 'number',
    width: 160,
    valueFormatter: ({ value }) => formatSalary(value as number),
  },
];

export default function DepartmentSummary() {
  return <DataGrid rows={summaries} columns={columns} autoHeight hideFooter />;
}
