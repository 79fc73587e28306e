import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationRounded() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} shape="rounded" aria-label="Rounded pages" />
      <Pagination
        count={8}
        variant="outlined"
        shape="rounded"
        aria-label="Rounded outlined pages"
      />
    </Stack>
  );
}
