import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, GridToolbar, getGridNumericOperators } from '@mui/x-data-grid';
import type { GridColDef, GridFilterInputValueProps } from '@mui/x-data-grid';
import { createEmployeeRows } from '../../../datasets/employees';

interface Review {
  id: number;
  name: string;
  role: string;
  rating: number;
}

const rows: Review[] = createEmployeeRows(60, 717).map(({ id, name, role }) => ({
  id,
  name,
  role,
  rating: ((id * 7) % 5) + 1,
}));

const starLabel = (value: number) => `${value} star${value === 1 ? '' : 's'}`;

/** Edits the filter value with stars instead of a number field. */
function RatingInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const rootRef = React.useRef<HTMLSpanElement>(null);
  const name = React.useId();

  // The filter panel focuses its value input when it opens: hand it the checked star.
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => {
      const inputs = rootRef.current?.querySelectorAll('input') ?? [];
      const checked = Array.from(inputs).find((input) => input.checked);
      (checked ?? inputs[0])?.focus();
    },
  }));

  const value = Number(item.value);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', height: 48, pl: 2.5 }}>
      <Rating
        ref={rootRef}
        name={name}
        value={Number.isFinite(value) && value > 0 ? value : null}
        getLabelText={starLabel}
        onChange={(_event, newValue) => applyValue({ ...item, value: newValue ?? undefined })}
      />
    </Box>
  );
}

// Keep the comparisons, and give each of them the star input.
const ratingOperators = getGridNumericOperators()
  .filter((operator) => ['=', '>=', '<='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: RatingInput }));

const columns: GridColDef<Review>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 190 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    filterOperators: ratingOperators,
    renderCell: ({ value }) => (
      <Rating readOnly size="small" value={value as number} getLabelText={starLabel} />
    ),
  },
];

export default function RatingFilterInput() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4 }] } },
        }}
      />
    </div>
  );
}
