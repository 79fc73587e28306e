import * as React from 'react';
import { styled } from '@mui/system';
import { TablePagination, tablePaginationClasses } from '@mui/base/TablePagination';

const Pager = styled(TablePagination)`
  font-size: 0.875rem;
  & .${tablePaginationClasses.toolbar} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
    padding: 8px 12px;
    border-radius: 999px;
    background: #1e293b;
    color: #f8fafc;
  }
  & .${tablePaginationClasses.selectLabel}, & .${tablePaginationClasses.displayedRows} {
    margin: 0;
  }
  & .${tablePaginationClasses.select} {
    font: inherit;
    padding: 2px 6px;
    border: 0;
    border-radius: 6px;
    background: #334155;
    color: #f8fafc;
  }
  & .${tablePaginationClasses.actions} {
    display: flex;
    gap: 4px;
  }
  & .${tablePaginationClasses.actions} button {
    width: 28px;
    height: 28px;
    border: 0;
    border-radius: 50%;
    background: #38bdf8;
    color: #0f172a;
    cursor: pointer;
  }
  & .${tablePaginationClasses.actions} button:disabled {
    background: #475569;
    color: #cbd5e1;
    cursor: default;
  }
`;

export default function TablePaginationStyled() {
  const [page, setPage] = React.useState(2);
  const [rowsPerPage, setRowsPerPage] = React.useState(25);
  return (
    <Pager
      slots={{ root: 'div' }}
      count={240}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[25, 50, 100]}
      onPageChange={(_event, newPage) => setPage(newPage)}
      onRowsPerPageChange={(event) => {
        setRowsPerPage(parseInt(event.target.value, 10));
        setPage(0);
      }}
      labelRowsPerPage="Orders per page"
      slotProps={{ actions: { showFirstButton: true, showLastButton: true } }}
    />
  );
}
