import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS } from '@mui/x-data-grid-premium';
import type { GridAggregationFunction, GridColDef } from '@mui/x-data-grid-premium';

interface Deal {
  id: number;
  client: string;
  revenue: number;
  cost: number;
}

const rows: Deal[] = [
  { id: 1, client: 'Northwind', revenue: 120000, cost: 84000 },
  { id: 2, client: 'Kestrel', revenue: 56000, cost: 49000 },
  { id: 3, client: 'Blue Harbor', revenue: 98000, cost: 61000 },
  { id: 4, client: 'Aster & Co', revenue: 40000, cost: 38500 },
];

// The margin of the total is not the average of the margins: it needs both fields of each row.
const totalMargin: GridAggregationFunction<{ revenue: number; cost: number }, number, string> = {
  label: 'margin',
  getCellValue: ({ row }) => ({ revenue: row.revenue, cost: row.cost }),
  apply: ({ values }) => {
    const revenue = values.reduce((sum, value) => sum + (value?.revenue ?? 0), 0);
    const cost = values.reduce((sum, value) => sum + (value?.cost ?? 0), 0);
    return revenue === 0 ? 0 : (revenue - cost) / revenue;
  },
  valueFormatter: ({ value }) => `${(value * 100).toFixed(1)} %`,
};

const columns: GridColDef<Deal>[] = [
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 120 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
  { field: 'cost', headerName: 'Cost', type: 'number', width: 100 },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 120,
    valueGetter: ({ row }) => (row.revenue - row.cost) / row.revenue,
    valueFormatter: ({ value }) => `${((value as number) * 100).toFixed(1)} %`,
  },
];

export default function MultiFieldAggregation() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, margin: totalMargin }}
        initialState={{ aggregation: { model: { revenue: 'sum', cost: 'sum', margin: 'margin' } } }}
        hideFooter
      />
    </div>
  );
}
