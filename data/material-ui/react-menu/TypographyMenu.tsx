import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function TypographyMenu() {
  return (
    <Paper sx={{ width: 220 }}>
      <MenuList aria-label="Recent documents">
        <MenuItem>
          <Typography variant="inherit" noWrap>
            Quarterly planning notes for the infrastructure team, final draft
          </Typography>
        </MenuItem>
        <MenuItem>
          <ListItemText primaryTypographyProps={{ noWrap: true }}>
            A very long spreadsheet name that would otherwise overflow
          </ListItemText>
        </MenuItem>
        <MenuItem>Short name</MenuItem>
      </MenuList>
    </Paper>
  );
}
