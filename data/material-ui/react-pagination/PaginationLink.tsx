import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationLink() {
  // A router would read the page from the URL; the demo keeps it in state.
  const [page, setPage] = React.useState(1);
  return (
    <Stack spacing={1}>
      <Typography variant="body2">Link of the current page: ?page={page}</Typography>
      <Pagination
        page={page}
        count={10}
        aria-label="Article pages"
        renderItem={(item) => (
          <PaginationItem
            component="a"
            href={`?page=${item.page}`}
            {...item}
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              if (item.page !== null && !item.disabled) setPage(item.page);
            }}
          />
        )}
      />
    </Stack>
  );
}
