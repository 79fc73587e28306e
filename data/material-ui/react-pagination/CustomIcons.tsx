import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';

export default function CustomIcons() {
  return (
    <Pagination
      count={9}
      aria-label="Pages with arrow icons"
      renderItem={(item) => (
        <PaginationItem slots={{ previous: ArrowBackIcon, next: ArrowForwardIcon }} {...item} />
      )}
    />
  );
}
