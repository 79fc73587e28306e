import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../../datasets/employees';

const rows = createEmployeeRows(150, 919);

// The toolbar renders inside the grid; a context hands its filter button to the demo.
const FilterAnchorContext = React.createContext<(button: HTMLButtonElement | null) => void>(
  () => {},
);

function RightAlignedToolbar() {
  const setFilterAnchor = React.useContext(FilterAnchorContext);
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarFilterButton ref={setFilterAnchor} />
    </GridToolbarContainer>
  );
}

export default function FilterPanelPosition() {
  const [filterAnchor, setFilterAnchor] = React.useState<HTMLButtonElement | null>(null);
  return (
    <FilterAnchorContext.Provider value={setFilterAnchor}>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          slots={{ toolbar: RightAlignedToolbar }}
          slotProps={{
            // The panel opens under the Filters button, aligned to its right edge
            // (until the button is mounted, the grid keeps its own anchor).
            panel: filterAnchor ? { anchorEl: filterAnchor, placement: 'bottom-end' } : {},
          }}
          initialState={{ columns: { columnVisibilityModel: { id: false, email: false } } }}
        />
      </div>
    </FilterAnchorContext.Provider>
  );
}
