import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

const initialRows: Contact[] = [
  { id: 1, firstName: 'Farid', lastName: 'Haddad', email: 'farid@example.com' },
  { id: 2, firstName: 'Grace', lastName: 'Okafor', email: 'grace@example.com' },
  { id: 3, firstName: 'Hiro', lastName: 'Tanaka', email: 'hiro@example.com' },
];

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (edit me)',
    flex: 1,
    minWidth: 170,
    editable: true,
    valueGetter: ({ row }) => `${row.firstName} ${row.lastName}`,
    // Splits what the user typed back into the two stored fields.
    valueSetter: ({ value, row }) => {
      const [firstName, ...rest] = String(value).trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 170,
    editable: true,
    // Whatever the user types is stored trimmed and in lower case.
    valueParser: (value) => String(value).trim().toLowerCase(),
  },
];

export default function ValueParserSetter() {
  const [rows, setRows] = React.useState(initialRows);
  return (
    <div>
      <div style={{ height: 240, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          processRowUpdate={(row: Contact) => {
            setRows((old) => old.map((item) => (item.id === row.id ? row : item)));
            return row;
          }}
        />
      </div>
      <p>
        Stored: {rows.map((row) => `${row.lastName}, ${row.firstName} <${row.email}>`).join('; ')}
      </p>
    </div>
  );
}
