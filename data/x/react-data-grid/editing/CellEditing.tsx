import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployeeRows } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const initialRows = createEmployeeRows(30);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 150,
    editable: true,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 140, editable: true },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 90, editable: true },
];

export default function CellEditing() {
  const [lastChange, setLastChange] = React.useState('Double-click a cell to edit it.');
  const processRowUpdate = (newRow: EmployeeRow, oldRow: EmployeeRow) => {
    const changed = (Object.keys(newRow) as (keyof EmployeeRow)[]).filter(
      (key) => String(newRow[key]) !== String(oldRow[key]),
    );
    setLastChange(
      changed.length ? `Saved ${changed.join(', ')} for ${newRow.name}.` : 'No change.',
    );
    return newRow;
  };
  return (
    <div>
      <p>{lastChange}</p>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25]}
        />
      </div>
    </div>
  );
}
