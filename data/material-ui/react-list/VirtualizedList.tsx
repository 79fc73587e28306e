import * as React from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

const rowHeight = 46;
const viewportHeight = 320;
const rowCount = 10000;
const overscan = 4;

export default function VirtualizedList() {
  const [scrollTop, setScrollTop] = React.useState(0);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(rowCount, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  const rows = [];
  for (let index = first; index < last; index += 1) {
    rows.push(
      <ListItem
        key={index}
        component="div"
        disablePadding
        style={{ position: 'absolute', top: index * rowHeight, height: rowHeight, width: '100%' }}
      >
        <ListItemButton>
          <ListItemText primary={`Item ${index + 1} of ${rowCount}`} />
        </ListItemButton>
      </ListItem>,
    );
  }
  return (
    <Box
      role="region"
      aria-label="Ten thousand items"
      tabIndex={0}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      sx={{
        height: viewportHeight,
        width: '100%',
        maxWidth: 360,
        overflow: 'auto',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ position: 'relative', height: rowCount * rowHeight }}>{rows}</Box>
    </Box>
  );
}
