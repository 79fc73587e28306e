import * as React from 'react';
import { styled } from '@mui/system';
import { TablePagination, tablePaginationClasses } from '@mui/base/TablePagination';

const rows = Array.from({ length: 13 }, (_, i) => `Station ${i + 1}`);

const Table = styled('table')`
  border-collapse: collapse;
  width: 100%;
  max-width: 520px;
  font-size: 0.875rem;
  & td,
  & th {
    padding: 6px 10px;
    border-bottom: 1px solid #e2e8f0;
    text-align: left;
  }
  & .${tablePaginationClasses.toolbar} {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
  }
  & .${tablePaginationClasses.selectLabel}, & .${tablePaginationClasses.displayedRows} {
    margin: 0;
  }
  & .${tablePaginationClasses.actions} {
    display: flex;
    gap: 4px;
  }
  & .${tablePaginationClasses.actions} button {
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
    <Table aria-label="Weather stations">
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
    </Table>
  );
}
