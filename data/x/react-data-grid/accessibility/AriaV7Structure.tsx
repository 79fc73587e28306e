import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(40, 707);
const columns = employeeColumns.filter((column) =>
  ['name', 'department', 'role'].includes(column.field),
);

interface Structure {
  gridElement: string;
  toolbarInside: string;
  cellRole: string;
  gridName: string;
}

const sameStructure = (a: Structure | null, b: Structure) =>
  a !== null && (Object.keys(b) as (keyof Structure)[]).every((key) => a[key] === b[key]);

/** Reads the ARIA structure the grid rendered, as a screen reader would meet it. */
function readStructure(container: HTMLElement): Structure {
  const grid = container.querySelector('[role="grid"]');
  const toolbar = container.querySelector('.MuiDataGrid-toolbarContainer');
  const cell = container.querySelector('.MuiDataGrid-cell');
  let gridElement = 'not rendered yet';
  if (grid?.classList.contains('MuiDataGrid-root')) {
    gridElement = 'the root, around toolbar, headers, rows and footer';
  } else if (grid?.classList.contains('MuiDataGrid-main')) {
    gridElement = 'the main area: headers and rows only';
  }
  return {
    gridElement,
    toolbarInside: grid && toolbar ? (grid.contains(toolbar) ? 'yes' : 'no') : '—',
    cellRole: cell?.getAttribute('role') ?? '—',
    gridName: grid
      ? (grid.getAttribute('aria-label') ?? 'none: the label stays on the outer element')
      : '—',
  };
}

export default function AriaV7Structure() {
  const [ariaV7, setAriaV7] = React.useState(true);
  const [structure, setStructure] = React.useState<Structure | null>(null);
  const containerRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const update = () => {
      const next = readStructure(container);
      // Keep the same object while nothing changed, so the demo does not re-render in a loop.
      setStructure((current) => (sameStructure(current, next) ? current : next));
    };
    update();
    // The grid renders its rows after measuring itself: read again when the DOM changes.
    const observer = new MutationObserver(update);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ariaV7]);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ariaV7} onChange={(event) => setAriaV7(event.target.checked)} />}
        label="experimentalFeatures.ariaV7"
      />
      <Table size="small" aria-label="ARIA structure of the grid below" sx={{ mb: 2 }}>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              role=&quot;grid&quot; is on
            </TableCell>
            <TableCell>{structure?.gridElement ?? '—'}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Toolbar inside the grid role
            </TableCell>
            <TableCell>{structure?.toolbarInside ?? '—'}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Name of the grid element
            </TableCell>
            <TableCell>{structure?.gridName ?? '—'}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Role of each cell
            </TableCell>
            <TableCell>{structure?.cellRole ?? '—'}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <div ref={containerRef} style={{ height: 360 }}>
        {/* The flag is read once, when the grid mounts: the key remounts it on change. */}
        <DataGrid
          key={ariaV7 ? 'v7' : 'v6'}
          aria-label="Employees"
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          experimentalFeatures={{ ariaV7 }}
        />
      </div>
    </div>
  );
}
