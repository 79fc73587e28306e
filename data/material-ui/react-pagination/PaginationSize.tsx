import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationSize() {
  return (
    <Stack spacing={2}>
      <Pagination count={6} size="small" aria-label="Small pages" />
      <Pagination count={6} aria-label="Medium pages" />
      <Pagination count={6} size="large" aria-label="Large pages" />
    </Stack>
  );
}
