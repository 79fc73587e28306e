import { DataGridPremium } from '@mui/x-data-grid-premium';
import type { GridColDef } from '@mui/x-data-grid-premium';

interface BudgetLine {
  id: number;
  path: string[];
  amount?: number;
}

// Leaves carry the amounts; the parents' totals are aggregated from them.
const rows: BudgetLine[] = [
  { id: 1, path: ['Engineering'] },
  { id: 2, path: ['Engineering', 'Cloud hosting'], amount: 42000 },
  { id: 3, path: ['Engineering', 'Laptops'], amount: 18500 },
  { id: 4, path: ['Engineering', 'Conferences'], amount: 7200 },
  { id: 5, path: ['Marketing'] },
  { id: 6, path: ['Marketing', 'Ads'], amount: 30500 },
  { id: 7, path: ['Marketing', 'Events'], amount: 12800 },
  { id: 8, path: ['Support'] },
  { id: 9, path: ['Support', 'Help desk software'], amount: 9600 },
];

const columns: GridColDef[] = [
  { field: 'amount', headerName: 'Amount', type: 'number', width: 140 },
];

export default function AggregationTreeData() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row: BudgetLine) => row.path}
        groupingColDef={{ headerName: 'Budget line', width: 220 }}
        defaultGroupingExpansionDepth={-1}
        initialState={{ aggregation: { model: { amount: 'sum' } } }}
      />
    </div>
  );
}
