import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

const rows = Array.from({ length: 13 }, (_, i) => `Station ${i + 1}`);

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-pager table { border-collapse: collapse; width: 100%; max-width: 520px; font-size: 0.875rem; }
.css-pager td, .css-pager th { padding: 6px 10px; border-bottom: 1px solid #e2e8f0; text-align: left; }
.css-pager .MuiTablePagination-toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.css-pager .MuiTablePagination-selectLabel, .css-pager .MuiTablePagination-displayedRows { margin: 0; }
.css-pager .MuiTablePagination-actions { display: flex; gap: 4px; }
.css-pager .MuiTablePagination-actions button {
  min-width: 32px;
  padding: 2px 8px;
  border: 1px solid #cbd5e1;
  border-radius: 6px;
  background: #fff;
}
`;

export default function TablePaginationBasic() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const visible =
    rowsPerPage > 0 ? rows.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage) : rows;

  return (
    <div className="css-pager">
      <style>{styles}</style>
      <table aria-label="Weather stations">
        <tbody>
          {visible.map((row) => (
            <tr key={row}>
              <td>{row}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={rows.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(parseInt(event.target.value, 10));
                setPage(0);
              }}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
