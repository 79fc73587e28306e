import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-pager-labels .MuiTablePagination-root { font-size: 0.875rem; }
.css-pager-labels .MuiTablePagination-toolbar {
  display: flex;
  gap: 16px;
  align-items: center;
  padding: 8px 12px;
  border: 1px solid #e2e8f0;
  border-radius: 10px;
}
.css-pager-labels p { margin: 0; }
.css-pager-labels .MuiTablePagination-actions button {
  margin: 0 2px;
  padding: 4px 10px;
  border: none;
  border-radius: 6px;
  background: #ede9fe;
  color: #5b21b6;
  cursor: pointer;
}
.css-pager-labels .MuiTablePagination-actions button:disabled { opacity: 0.4; cursor: default; }
`;

export default function TablePaginationCustomLabels() {
  const [page, setPage] = React.useState(2);
  return (
    <div className="css-pager-labels">
      <style>{styles}</style>
      <TablePagination
        slots={{ root: 'div' }}
        count={248}
        page={page}
        rowsPerPage={25}
        rowsPerPageOptions={[]}
        onPageChange={(_event, newPage) => setPage(newPage)}
        labelDisplayedRows={({ from, to, count }) => `Orders ${from} to ${to}, out of ${count}`}
        getItemAriaLabel={(type) => `Show the ${type} page of orders`}
        slotProps={{ actions: { showFirstButton: true, showLastButton: true } }}
      />
    </div>
  );
}
