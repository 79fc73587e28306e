import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  estimate: number;
  done: boolean;
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, editable: true },
  { field: 'owner', headerName: 'Owner', width: 130, editable: true },
  {
    field: 'estimate',
    headerName: 'Estimate (h)',
    type: 'number',
    width: 130,
    editable: true,
    preProcessEditCellProps: (params) => ({
      ...params.props,
      error: Number(params.props.value) <= 0,
    }),
  },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90, editable: true },
];

const initialRows: Task[] = [
  { id: 1, title: 'Write release notes', owner: 'Imani', estimate: 3, done: false },
  { id: 2, title: 'Review pull requests', owner: 'Jonas', estimate: 2, done: true },
  { id: 3, title: 'Update onboarding guide', owner: 'Kavya', estimate: 5, done: false },
];

export default function RowEditing() {
  const [rows, setRows] = React.useState(initialRows);
  const processRowUpdate = (newRow: Task) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };
  return (
    <div>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        processRowUpdate={processRowUpdate}
        autoHeight
        hideFooter
      />
      <p>Total estimate: {rows.reduce((sum, row) => sum + row.estimate, 0)} h</p>
    </div>
  );
}
