import Stack from '@mui/material/Stack';
import Pagination from '@mui/material/Pagination';

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      <Pagination count={20} defaultPage={10} siblingCount={0} />
      <Pagination count={20} defaultPage={10} />
      <Pagination count={20} defaultPage={10} siblingCount={0} boundaryCount={2} />
      <Pagination count={20} defaultPage={10} showFirstButton showLastButton />
      <Pagination count={20} defaultPage={10} hidePrevButton hideNextButton />
    </Stack>
  );
}
