import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';

export default function DenseTheme() {
  const outer = useTheme();
  const [dense, setDense] = React.useState(true);
  const theme = React.useMemo(
    () =>
      dense
        ? createTheme({
            palette: { mode: outer.palette.mode },
            components: {
              MuiButton: { defaultProps: { size: 'small' } },
              MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
              MuiListItem: { defaultProps: { dense: true } },
            },
          })
        : outer,
    [dense, outer],
  );
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
        label="Dense theme"
      />
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
          <TextField fullWidth label="Project" defaultValue="Website redesign" />
          <TextField fullWidth label="Owner" defaultValue="Grace Hopper" />
          <List>
            {['Wireframes', 'Content audit', 'Launch plan'].map((task) => (
              <ListItem key={task} divider>
                <ListItemText primary={task} secondary="Due Friday" />
              </ListItem>
            ))}
          </List>
          <Button variant="contained">Save project</Button>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
