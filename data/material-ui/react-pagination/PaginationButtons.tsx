import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationButtons() {
  return (
    <Stack spacing={2}>
      <Pagination count={12} showFirstButton showLastButton aria-label="With first and last" />
      <Pagination count={12} hidePrevButton hideNextButton aria-label="Without arrows" />
    </Stack>
  );
}
