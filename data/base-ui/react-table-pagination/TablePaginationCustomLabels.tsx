import * as React from 'react';
import { styled } from '@mui/system';
import { TablePagination, tablePaginationClasses } from '@mui/base/TablePagination';

const Pager = styled(TablePagination)`
  font-size: 0.875rem;

  & .${tablePaginationClasses.toolbar} {
    display: flex;
    gap: 16px;
    align-items: center;
    padding: 8px 12px;
    border: 1px solid #e2e8f0;
    border-radius: 10px;
  }

  & p {
    margin: 0;
  }

  & .${tablePaginationClasses.actions} button {
    margin: 0 2px;
    padding: 4px 10px;
    border: none;
    border-radius: 6px;
    background: #ede9fe;
    color: #5b21b6;
    cursor: pointer;
  }

  & .${tablePaginationClasses.actions} button:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

export default function TablePaginationCustomLabels() {
  const [page, setPage] = React.useState(2);
  return (
    <Pager
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
  );
}
