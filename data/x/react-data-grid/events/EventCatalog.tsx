import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';
import { GRID_EVENT_CATALOG } from './gridEventCatalog';
import type { GridEventInfo } from './gridEventCatalog';

interface EventRow extends GridEventInfo {
  id: string;
}

const allEvents: EventRow[] = Object.entries(GRID_EVENT_CATALOG)
  .map(([name, info]) => ({ id: name, ...info }))
  .sort((a, b) => a.id.localeCompare(b.id));

const columns: GridColDef<EventRow>[] = [
  {
    field: 'id',
    headerName: 'Event',
    width: 250,
    renderCell: ({ value }) => <code>{value}</code>,
  },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['MIT', 'Pro', 'Premium'],
    width: 100,
  },
  { field: 'area', headerName: 'Area', width: 130 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 300 },
  {
    field: 'prop',
    headerName: 'Prop',
    width: 260,
    valueGetter: ({ row }) => row.prop ?? '',
    renderCell: ({ value }) => (value ? <code>{value}</code> : '—'),
  },
];

function CatalogToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter placeholder="Search events" />
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function EventCatalog() {
  const [showInternal, setShowInternal] = React.useState(false);
  const rows = React.useMemo(
    () => (showInternal ? allEvents : allEvents.filter((event) => !event.internal)),
    [showInternal],
  );
  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={showInternal}
            onChange={(event) => setShowInternal(event.target.checked)}
          />
        }
        label={`Include the ${allEvents.filter((event) => event.internal).length} internal events`}
      />
      <div style={{ height: 520 }}>
        <DataGrid
          aria-label="Data Grid events"
          rows={rows}
          columns={columns}
          density="compact"
          slots={{ toolbar: CatalogToolbar }}
          initialState={{ sorting: { sortModel: [{ field: 'id', sort: 'asc' }] } }}
        />
      </div>
    </div>
  );
}
