import * as React from 'react';
import TablePagination from '@mui/material/TablePagination';

export default function TablePaginationDemo() {
  const [page, setPage] = React.useState(2);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  return (
    <TablePagination
      component="div"
      count={100}
      page={page}
      onPageChange={(_event, newPage) => setPage(newPage)}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[10, 25, 50]}
      SelectProps={{ native: true, inputProps: { 'aria-label': 'Rows per page' } }}
      onRowsPerPageChange={(event) => {
        setRowsPerPage(Number(event.target.value));
        setPage(0);
      }}
    />
  );
}
