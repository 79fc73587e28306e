import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef } from '@mui/x-data-grid';

const SUBCATEGORIES: Record<string, string[]> = {
  Travel: ['Flights', 'Hotels', 'Trains'],
  Office: ['Furniture', 'Supplies'],
  Software: ['Licences', 'Cloud hosting', 'Support plans'],
};

interface Expense {
  id: number;
  description: string;
  category: string;
  subcategory: string;
  amount: number;
}

const initialRows: Expense[] = [
  { id: 1, description: 'Team offsite', category: 'Travel', subcategory: 'Hotels', amount: 2140 },
  {
    id: 2,
    description: 'Standing desks',
    category: 'Office',
    subcategory: 'Furniture',
    amount: 1800,
  },
  {
    id: 3,
    description: 'CI minutes',
    category: 'Software',
    subcategory: 'Cloud hosting',
    amount: 320,
  },
  { id: 4, description: 'Client visit', category: 'Travel', subcategory: 'Trains', amount: 260 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 150 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: Object.keys(SUBCATEGORIES),
    width: 130,
    editable: true,
    // One cell is edited at a time: the category writes the subcategory into the row itself,
    // keeping it when it still fits and taking the new category's first one otherwise.
    valueSetter: ({ value, row }) => {
      const category = value as string;
      const choices = SUBCATEGORIES[category];
      const subcategory = choices.includes(row.subcategory) ? row.subcategory : choices[0];
      return { ...row, category, subcategory };
    },
  },
  {
    field: 'subcategory',
    headerName: 'Subcategory',
    type: 'singleSelect',
    valueOptions: ({ row }) =>
      row ? SUBCATEGORIES[row.category] : Object.values(SUBCATEGORIES).flat(),
    width: 150,
    editable: true,
  },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, editable: true },
];

export default function LinkedFieldsCellEditing() {
  const [lastSaved, setLastSaved] = React.useState<Expense | null>(null);
  return (
    <div style={{ width: '100%' }}>
      <DataGrid
        autoHeight
        rows={initialRows}
        columns={columns}
        hideFooter
        processRowUpdate={(newRow: Expense) => {
          setLastSaved(newRow);
          return newRow;
        }}
      />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {lastSaved
          ? `Saved: ${lastSaved.description} in ${lastSaved.category} › ${lastSaved.subcategory}`
          : 'Change a category: its subcategory follows.'}
      </Typography>
    </div>
  );
}
