import AppBar from '@mui/material/AppBar';
import type { AppBarProps } from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const bars: { color: AppBarProps['color']; dense: boolean; elevation: number }[] = [
  { color: 'primary', dense: false, elevation: 4 },
  { color: 'secondary', dense: true, elevation: 4 },
  { color: 'default', dense: true, elevation: 0 },
  { color: 'transparent', dense: true, elevation: 0 },
];

export default function AppBarColors() {
  return (
    <Stack spacing={2}>
      {bars.map(({ color, dense, elevation }) => (
        <AppBar key={color} position="static" color={color} elevation={elevation} enableColorOnDark>
          <Toolbar variant={dense ? 'dense' : 'regular'}>
            <Typography variant="subtitle1" component="div" sx={{ flexGrow: 1 }}>
              color=&quot;{color}&quot;{dense ? ', dense' : ''}
              {elevation === 0 ? ', elevation 0' : ''}
            </Typography>
            <Button color="inherit" size="small">
              Action
            </Button>
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  );
}
