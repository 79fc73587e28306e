import Tooltip from '@mui/material/Tooltip';
import { DataGrid, GridEditInputCell } from '@mui/x-data-grid';
import type {
  GridColDef,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';

const takenUsernames = ['admin', 'root', 'support', 'imani'];

/** Stands in for a request to the server that checks whether a username is free. */
function checkUsername(value: string): Promise<string | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(takenUsernames.includes(value.toLowerCase()) ? `"${value}" is already taken` : null);
    }, 400);
  });
}

function UsernameEditCell(props: GridRenderEditCellParams) {
  // `message` is this demo's own edit prop: keep it away from the input element.
  const { message, ...inputProps } = props;
  return (
    <Tooltip open={Boolean(message)} title={typeof message === 'string' ? message : ''}>
      <GridEditInputCell {...inputProps} />
    </Tooltip>
  );
}

const rows = [
  { id: 1, username: 'ada.almeida', team: 'Platform' },
  { id: 2, username: 'bruno.bauer', team: 'Payments' },
  { id: 3, username: 'chloe.chen', team: 'Search' },
];

export default function ServerSideValidation() {
  const columns: GridColDef[] = [
    {
      field: 'username',
      headerName: 'Username (try "admin")',
      flex: 1,
      minWidth: 200,
      editable: true,
      preProcessEditCellProps: async (params: GridPreProcessEditCellProps) => {
        const message = await checkUsername(String(params.props.value ?? ''));
        return { ...params.props, error: message !== null, message };
      },
      renderEditCell: (params) => <UsernameEditCell {...params} />,
    },
    { field: 'team', headerName: 'Team', width: 130 },
  ];
  return (
    <div style={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
