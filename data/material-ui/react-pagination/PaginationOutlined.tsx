import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationOutlined() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} variant="outlined" aria-label="Outlined pages" />
      <Pagination
        count={8}
        variant="outlined"
        color="primary"
        aria-label="Outlined primary pages"
      />
      <Pagination
        count={8}
        variant="outlined"
        color="secondary"
        aria-label="Outlined secondary pages"
      />
    </Stack>
  );
}
