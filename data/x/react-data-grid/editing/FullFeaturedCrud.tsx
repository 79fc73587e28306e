import * as React from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CancelIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  GridToolbarContainer,
} from '@mui/x-data-grid';
import type { GridColDef, GridEventListener, GridRowId, GridRowModesModel } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployeeRows } from '../../datasets/employees';

interface StaffRow {
  id: number;
  name: string;
  department: string;
  salary: number;
  isNew?: boolean;
}

const initialRows: StaffRow[] = createEmployeeRows(8, 31).map(
  ({ id, name, department, salary }) => ({ id, name, department, salary }),
);

interface ToolbarProps {
  onAdd: () => void;
}

function AddRowToolbar({ onAdd }: ToolbarProps) {
  return (
    <GridToolbarContainer>
      <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
        Add employee
      </Button>
    </GridToolbarContainer>
  );
}

export default function FullFeaturedCrud() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(1000);

  const handleAdd = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((old) => [
      { id, name: '', department: 'Engineering', salary: 50000, isNew: true },
      ...old,
    ]);
    setRowModesModel((old) => ({
      ...old,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' },
    }));
  };

  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setRowModesModel((old) => ({ ...old, [id]: { mode, ignoreModifications } }));

  const handleCancel = (id: GridRowId) => {
    setMode(id, GridRowModes.View, true);
    // A row added and cancelled before its first save is removed.
    setRows((old) => old.filter((row) => !(row.id === id && row.isNew)));
  };

  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const processRowUpdate = (newRow: StaffRow) => {
    const saved = { ...newRow, isNew: false };
    setRows((old) => old.map((row) => (row.id === newRow.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<StaffRow>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
    {
      field: 'department',
      headerName: 'Department',
      type: 'singleSelect',
      valueOptions: [...DEPARTMENTS],
      width: 140,
      editable: true,
    },
    { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id, row }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label={`Save ${row.name || 'new employee'}`}
              onClick={() => setMode(id, GridRowModes.View)}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CancelIcon />}
              label={`Cancel editing ${row.name || 'new employee'}`}
              onClick={() => handleCancel(id)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={`Edit ${row.name}`}
            onClick={() => setMode(id, GridRowModes.Edit)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete ${row.name}`}
            onClick={() => setRows((old) => old.filter((item) => item.id !== id))}
          />,
        ];
      },
    },
  ];

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={processRowUpdate}
        slots={{ toolbar: AddRowToolbar }}
        slotProps={{ toolbar: { onAdd: handleAdd } }}
        hideFooter
      />
    </div>
  );
}
