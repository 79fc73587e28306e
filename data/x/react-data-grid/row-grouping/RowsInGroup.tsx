import * as React from 'react';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import type { GridEventListener } from '@mui/x-data-grid-premium';
import { createEmployeeRows, employeeColumns } from '../../datasets/employees';

const rows = createEmployeeRows(120, 129);
const columns = employeeColumns.filter(
  (column) => column.field !== 'id' && column.field !== 'email',
);

export default function RowsInGroup() {
  const apiRef = useGridApiRef();
  const [names, setNames] = React.useState('Click a group row to list its members.');
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const node = apiRef.current.getRowNode(params.id);
    if (node?.type !== 'group') return;
    const ids = apiRef.current.getRowGroupChildren({ groupId: params.id, applyFiltering: true });
    const members = ids.map((id) => String(apiRef.current.getRow(id)?.name ?? ''));
    setNames(`${String(node.groupingKey)}: ${members.join(', ')}`);
  };
  return (
    <div>
      <p aria-live="polite">{names}</p>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          initialState={{ rowGrouping: { model: ['department'] } }}
        />
      </div>
    </div>
  );
}
