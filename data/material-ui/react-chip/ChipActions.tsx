import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const initialFilters = ['In stock', 'Free shipping', 'On sale', 'New arrivals'];

export default function ChipActions() {
  const [filters, setFilters] = React.useState(initialFilters);
  const [active, setActive] = React.useState<string[]>(['In stock']);

  const toggle = (filter: string) => {
    setActive((prev) =>
      prev.includes(filter) ? prev.filter((f) => f !== filter) : [...prev, filter],
    );
  };

  const remove = (filter: string) => {
    setFilters((prev) => prev.filter((f) => f !== filter));
    setActive((prev) => prev.filter((f) => f !== filter));
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {filters.map((filter) => {
          const selected = active.includes(filter);
          return (
            <Chip
              key={filter}
              label={filter}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => toggle(filter)}
              onDelete={() => remove(filter)}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Active filters: {active.length > 0 ? active.join(', ') : 'none'}
      </Typography>
      <Button
        size="small"
        disabled={filters.length === initialFilters.length}
        onClick={() => setFilters(initialFilters)}
      >
        Restore removed filters
      </Button>
    </Stack>
  );
}
