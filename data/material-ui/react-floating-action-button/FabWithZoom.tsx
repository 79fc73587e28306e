import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Zoom from '@mui/material/Zoom';

const actions = [
  { label: 'Add contact', color: 'primary' },
  { label: 'Add event', color: 'secondary' },
] as const;

export default function FabWithZoom() {
  const [tab, setTab] = React.useState(0);

  return (
    <Box sx={{ position: 'relative', height: 180, border: 1, borderColor: 'divider' }}>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label="Sections">
        <Tab label="Contacts" />
        <Tab label="Calendar" />
      </Tabs>
      {actions.map((action, index) => (
        <Zoom key={action.label} in={tab === index} unmountOnExit>
          <Fab
            color={action.color}
            aria-label={action.label}
            sx={{ position: 'absolute', bottom: 16, right: 16 }}
          >
            +
          </Fab>
        </Zoom>
      ))}
    </Box>
  );
}
