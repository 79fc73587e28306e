import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';

function Glyph({ d }: { d: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

const actions = [
  { name: 'Copy', d: 'M8 2h12v14H8zM4 6h2v14h12v2H4z' },
  { name: 'Print', d: 'M6 2h12v5H6zM3 8h18v9h-3v5H6v-5H3zm5 7v5h8v-5z' },
  {
    name: 'Share',
    d: 'M18 16a3 3 0 0 0-2.4 1.2L8.9 13.5a3 3 0 0 0 0-3l6.7-3.7A3 3 0 1 0 15 5l-6.7 3.7a3 3 0 1 0 0 6.6L15 19a3 3 0 1 0 3-3z',
  },
];

export default function BasicSpeedDial() {
  return (
    <Box sx={{ height: 260, transform: 'translateZ(0px)', flexGrow: 1 }}>
      <SpeedDial
        ariaLabel="Document actions"
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
        icon={<SpeedDialIcon />}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={<Glyph d={action.d} />}
            tooltipTitle={action.name}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
