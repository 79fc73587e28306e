import Stack from '@mui/material/Stack';
import Pagination from '@mui/material/Pagination';

export default function BasicPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} />
      <Pagination count={10} color="primary" variant="outlined" />
      <Pagination count={10} color="secondary" shape="rounded" />
      <Pagination count={10} size="small" />
      <Pagination count={10} size="large" variant="outlined" shape="rounded" />
      <Pagination count={10} disabled />
    </Stack>
  );
}
