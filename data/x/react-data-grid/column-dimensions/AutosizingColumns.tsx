import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import type { GridAutosizeOptions, GridColDef } from '@mui/x-data-grid-pro';
import { createEmployeeRows, formatSalary } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

// One role is far longer than the others: an outlier that autosizing ignores by default.
const rows = createEmployeeRows(40, 21).map((row) =>
  row.id === 4
    ? { ...row, role: 'Principal Engineer, Developer Experience and Internal Tooling' }
    : row,
);

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'email', headerName: 'Email address' },
  { field: 'role', headerName: 'Role' },
  {
    field: 'salary',
    headerName: 'Annual salary',
    type: 'number',
    valueFormatter: ({ value }) => formatSalary(value as number),
  },
  { field: 'country', headerName: 'Country' },
];

export default function AutosizingColumns() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(false);

  // The same options serve the button and a double-click on a column separator.
  const autosizeOptions: GridAutosizeOptions = { includeHeaders, includeOutliers, expand };

  const options = [
    { label: 'Include headers', checked: includeHeaders, set: setIncludeHeaders },
    { label: 'Include outliers', checked: includeOutliers, set: setIncludeOutliers },
    { label: 'Expand to fill', checked: expand, set: setExpand },
  ];

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.autosizeColumns(autosizeOptions)}
        >
          Autosize columns
        </Button>
        {options.map(({ label, checked, set }) => (
          <FormControlLabel
            key={label}
            control={
              <Switch
                size="small"
                checked={checked}
                onChange={(event) => set(event.target.checked)}
              />
            }
            label={label}
          />
        ))}
      </Stack>
      <div style={{ height: 380, marginTop: 8 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          autosizeOptions={autosizeOptions}
        />
      </div>
    </div>
  );
}
