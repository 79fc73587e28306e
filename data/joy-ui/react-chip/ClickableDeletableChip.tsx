import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Typography from '@mui/joy/Typography';

const INITIAL = ['Size: M', 'Color: blue', 'In stock'];

export default function ClickableDeletableChip() {
  const [filters, setFilters] = React.useState(INITIAL);
  const [opened, setOpened] = React.useState<string | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {filters.map((filter) => (
          <Chip
            key={filter}
            variant="soft"
            color="primary"
            onClick={() => setOpened(filter)}
            endDecorator={
              <ChipDelete
                aria-label={`Remove filter ${filter}`}
                onDelete={() => setFilters((list) => list.filter((item) => item !== filter))}
              />
            }
          >
            {filter}
          </Chip>
        ))}
      </Box>
      <Typography level="body-sm">
        {opened ? `Editing "${opened}"` : 'Click a chip to edit it, or its cross to remove it.'}
      </Typography>
      {filters.length < INITIAL.length && (
        <Button
          size="sm"
          variant="plain"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setFilters(INITIAL)}
        >
          Restore filters
        </Button>
      )}
    </Box>
  );
}
