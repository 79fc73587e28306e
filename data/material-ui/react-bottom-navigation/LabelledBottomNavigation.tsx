import * as React from 'react';
import Paper from '@mui/material/Paper';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';

function Circle({ letter }: { letter: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="12" y="16" textAnchor="middle" fontSize="11" fill="currentColor">
        {letter}
      </text>
    </svg>
  );
}

export default function LabelledBottomNavigation() {
  const [value, setValue] = React.useState('recents');

  return (
    <Paper
      component="nav"
      aria-label="Main sections"
      elevation={3}
      sx={{ width: 400, maxWidth: '100%' }}
    >
      <BottomNavigation value={value} onChange={(_event, newValue: string) => setValue(newValue)}>
        <BottomNavigationAction label="Recents" value="recents" icon={<Circle letter="R" />} />
        <BottomNavigationAction label="Favorites" value="favorites" icon={<Circle letter="F" />} />
        <BottomNavigationAction label="Nearby" value="nearby" icon={<Circle letter="N" />} />
        <BottomNavigationAction label="Folder" value="folder" icon={<Circle letter="D" />} />
      </BottomNavigation>
    </Paper>
  );
}
