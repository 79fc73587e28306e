import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import usePagination from '@mui/material/usePagination';

export default function UsePagination() {
  const { items } = usePagination({ count: 10, defaultPage: 4 });
  return (
    <nav aria-label="Search results pages">
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {items.map(({ page, type, selected, ...item }, index) => {
          let children: React.ReactNode;
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            children = <Box sx={{ px: 1, py: 0.75 }}>…</Box>;
          } else if (type === 'page') {
            children = (
              <Button
                size="small"
                variant={selected ? 'contained' : 'text'}
                aria-current={selected ? 'page' : undefined}
                sx={{ minWidth: 36 }}
                {...item}
              >
                {page}
              </Button>
            );
          } else {
            children = (
              <Button size="small" {...item}>
                {type === 'previous' ? 'Previous' : 'Next'}
              </Button>
            );
          }
          return <li key={index}>{children}</li>;
        })}
      </Box>
    </nav>
  );
}
