import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';
import type { EmployeeRow } from '../../datasets/employees';

const rows = createEmployeeRows(300);

export default function FilterByCellValue() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  const columns = React.useMemo<GridColDef<EmployeeRow>[]>(
    () =>
      employeeColumns
        .filter((column) => ['name', 'role', 'country'].includes(column.field))
        .map((column) =>
          column.field === 'country'
            ? {
                ...column,
                width: 200,
                renderCell: ({ value, tabIndex }) => (
                  <Box sx={{ display: 'flex', alignItems: 'center', width: 1 }}>
                    <Box sx={{ flex: 1 }}>{value as string}</Box>
                    <IconButton
                      size="small"
                      tabIndex={tabIndex}
                      aria-label={`Show only ${value as string}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        setFilterModel({
                          items: [{ field: 'country', operator: 'is', value }],
                        });
                      }}
                    >
                      <FilterListIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ),
              }
            : column,
        ),
    [],
  );

  const active = filterModel.items.find((item) => item.field === 'country');
  return (
    <div style={{ width: '100%' }}>
      <Box sx={{ minHeight: 40, mb: 1 }}>
        {active ? (
          <Chip
            label={`Country is ${String(active.value)}`}
            onDelete={() => setFilterModel({ items: [] })}
          />
        ) : (
          'Use the filter button of a country cell.'
        )}
      </Box>
      <div style={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </div>
    </div>
  );
}
