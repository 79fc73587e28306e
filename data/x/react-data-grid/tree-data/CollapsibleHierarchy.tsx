import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

interface OrgRow {
  id: number;
  path: string[];
  headcount: number;
}

const orgRows: OrgRow[] = [
  { id: 1, path: ['Company'], headcount: 42 },
  { id: 2, path: ['Company', 'Engineering'], headcount: 24 },
  { id: 3, path: ['Company', 'Engineering', 'Platform'], headcount: 9 },
  { id: 4, path: ['Company', 'Engineering', 'Product'], headcount: 15 },
  { id: 5, path: ['Company', 'Design'], headcount: 6 },
  { id: 6, path: ['Company', 'Design', 'Research'], headcount: 2 },
  { id: 7, path: ['Company', 'Sales'], headcount: 12 },
  { id: 8, path: ['Company', 'Sales', 'EMEA'], headcount: 5 },
  { id: 9, path: ['Company', 'Sales', 'Americas'], headcount: 7 },
];

const key = (row: OrgRow) => row.path.join('/');
const hasChildren = (row: OrgRow) =>
  orgRows.some(
    (other) => other.path.length === row.path.length + 1 && key(other).startsWith(`${key(row)}/`),
  );

export default function CollapsibleHierarchy() {
  const [expanded, setExpanded] = React.useState<string[]>(['Company']);
  const toggle = (row: OrgRow) =>
    setExpanded((previous) =>
      previous.includes(key(row))
        ? previous.filter((item) => item !== key(row))
        : [...previous, key(row)],
    );
  const visibleRows = orgRows.filter((row) =>
    row.path
      .slice(0, -1)
      .every((_, index) => expanded.includes(row.path.slice(0, index + 1).join('/'))),
  );
  const columns: GridColDef<OrgRow>[] = [
    {
      field: 'team',
      headerName: 'Team',
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <span style={{ paddingLeft: (row.path.length - 1) * 20 }}>
          {hasChildren(row) ? (
            <button
              type="button"
              aria-expanded={expanded.includes(key(row))}
              onClick={() => toggle(row)}
              style={{ marginRight: 8, width: 24 }}
            >
              {expanded.includes(key(row)) ? '−' : '+'}
            </button>
          ) : (
            <span style={{ display: 'inline-block', width: 32 }} />
          )}
          {row.path[row.path.length - 1]}
        </span>
      ),
    },
    { field: 'headcount', headerName: 'Headcount', type: 'number', width: 120, sortable: false },
  ];
  return <DataGrid rows={visibleRows} columns={columns} autoHeight hideFooter disableColumnMenu />;
}
