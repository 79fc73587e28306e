import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const STATUSES = [
  { name: 'Declined payment', count: 8, color: 'danger' },
  { name: 'Delivery error', count: 24, color: 'warning' },
  { name: 'Wrong amount', count: 3, color: 'neutral' },
  { name: 'Refunded', count: 51, color: 'success' },
] as const;

export default function FilteringStatus() {
  const [selected, setSelected] = React.useState<string[]>(['Declined payment']);
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id="status-filter" level="title-sm" sx={{ mb: 1 }}>
        Filter by status
      </Typography>
      <List size="sm" aria-labelledby="status-filter" sx={{ '--ListItem-gap': '0.75rem' }}>
        {STATUSES.map((status) => {
          const checked = selected.includes(status.name);
          return (
            <ListItem
              key={status.name}
              variant={checked ? 'soft' : 'plain'}
              color={status.color}
              sx={{ borderRadius: 'sm' }}
              endAction={
                <Chip size="sm" variant="outlined" color={status.color}>
                  {status.count}
                </Chip>
              }
            >
              <Checkbox
                overlay
                color={status.color}
                label={status.name}
                checked={checked}
                onChange={(event) =>
                  setSelected((previous) =>
                    event.target.checked
                      ? [...previous, status.name]
                      : previous.filter((name) => name !== status.name),
                  )
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
