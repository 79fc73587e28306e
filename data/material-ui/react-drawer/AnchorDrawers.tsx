import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

type Anchor = 'left' | 'right' | 'top' | 'bottom';
const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];

export default function AnchorDrawers() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {anchors.map((item) => (
          <Button key={item} variant="outlined" onClick={() => setAnchor(item)}>
            {item}
          </Button>
        ))}
      </Stack>
      <Drawer anchor={anchor ?? 'left'} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ width: horizontal ? 'auto' : 240 }} role="presentation">
          <List>
            {['Share', 'Duplicate', 'Move to folder', 'Delete'].map((action) => (
              <ListItem key={action} disablePadding>
                <ListItemButton onClick={() => setAnchor(null)}>
                  <ListItemText primary={action} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </div>
  );
}
