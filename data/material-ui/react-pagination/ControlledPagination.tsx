import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const PAGE_SIZE = 3;
const cities = [
  'Accra',
  'Bergen',
  'Cusco',
  'Dakar',
  'Edinburgh',
  'Fukuoka',
  'Graz',
  'Hanoi',
  'Izmir',
  'Jaipur',
  'Kyoto',
];

export default function ControlledPagination() {
  const [page, setPage] = React.useState(1);
  const pageCount = Math.ceil(cities.length / PAGE_SIZE);
  const visible = cities.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <Typography variant="body2">
        Page {page} of {pageCount}
      </Typography>
      <List dense sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {visible.map((city) => (
          <ListItem key={city}>
            <ListItemText primary={city} />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={pageCount}
        page={page}
        onChange={(_event, value) => setPage(value)}
        color="primary"
      />
    </Stack>
  );
}
