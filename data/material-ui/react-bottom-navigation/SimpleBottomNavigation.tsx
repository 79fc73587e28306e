import * as React from 'react';
import Box from '@mui/material/Box';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Typography from '@mui/material/Typography';

function Dot({ path }: { path: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={path} />
    </svg>
  );
}

const destinations = [
  { label: 'Home', path: 'M12 3 3 10v11h6v-6h6v6h6V10z' },
  {
    label: 'Search',
    path: 'M10 3a7 7 0 1 0 4.2 12.6L20 21.4l1.4-1.4-5.8-5.8A7 7 0 0 0 10 3zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10z',
  },
  {
    label: 'Profile',
    path: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4 0-8 2-8 5v2h16v-2c0-3-4-5-8-5z',
  },
];

export default function SimpleBottomNavigation() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Current screen: {destinations[value].label}
      </Typography>
      <BottomNavigation
        showLabels
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        {destinations.map((item) => (
          <BottomNavigationAction
            key={item.label}
            label={item.label}
            icon={<Dot path={item.path} />}
          />
        ))}
      </BottomNavigation>
    </Box>
  );
}
