import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const nav = [
  { label: 'Dashboard', icon: <DashboardIcon /> },
  { label: 'Orders', icon: <ShoppingCartIcon /> },
  { label: 'Customers', icon: <PeopleIcon /> },
  { label: 'Reports', icon: <BarChartIcon /> },
];
const sales = [32, 48, 41, 67, 59, 80, 74];
const orders = [
  ['16 Mar', 'Elvis Presley', 'Tupelo, MS', '$312.44'],
  ['16 Mar', 'Paul McCartney', 'London, UK', '$866.99'],
  ['15 Mar', 'Tom Scholz', 'Boston, MA', '$100.81'],
  ['14 Mar', 'Bruce Springsteen', 'Long Branch, NJ', '$654.39'],
];

/** An admin dashboard: app bar, side navigation, a bar chart of the week, a deposit total and recent orders. */
export default function Dashboard() {
  const [active, setActive] = React.useState('Dashboard');
  const max = Math.max(...sales);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <AppBar position="static">
        <Toolbar>
          <Typography component="h2" variant="h6" color="inherit" noWrap sx={{ flexGrow: 1 }}>
            {active}
          </Typography>
          <IconButton color="inherit" aria-label="4 new notifications">
            <Badge badgeContent={4} color="secondary">
              <NotificationsIcon />
            </Badge>
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex' }}>
        <Box
          component="nav"
          aria-label="Dashboard sections"
          sx={{
            width: 200,
            flexShrink: 0,
            display: { xs: 'none', sm: 'block' },
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <List component="div">
            {nav.map((item) => (
              <ListItemButton
                key={item.label}
                selected={active === item.label}
                onClick={() => setActive(item.label)}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
          <Divider />
        </Box>
        <Box
          component="section"
          sx={{
            flexGrow: 1,
            p: 3,
            bgcolor: (theme) =>
              theme.palette.mode === 'light' ? theme.palette.grey[100] : theme.palette.grey[900],
          }}
        >
          <Grid container spacing={3}>
            <Grid item xs={12} md={8}>
              <Paper sx={{ p: 2, height: 220, display: 'flex', flexDirection: 'column' }}>
                <Typography component="div" variant="subtitle1" color="primary" gutterBottom>
                  Sales this week
                </Typography>
                <Box
                  role="img"
                  aria-label={`Daily sales: ${sales.join(', ')}`}
                  sx={{ flexGrow: 1, display: 'flex', alignItems: 'flex-end', gap: 1 }}
                >
                  {sales.map((value, index) => (
                    <Box
                      key={index}
                      sx={{ flex: 1, bgcolor: 'primary.main', borderRadius: '4px 4px 0 0' }}
                      style={{ height: `${(value / max) * 100}%` }}
                    />
                  ))}
                </Box>
              </Paper>
            </Grid>
            <Grid item xs={12} md={4}>
              <Paper sx={{ p: 2, height: 220, display: 'flex', flexDirection: 'column' }}>
                <Typography component="div" variant="subtitle1" color="primary" gutterBottom>
                  Recent deposits
                </Typography>
                <Typography component="p" variant="h4">
                  $3,024.00
                </Typography>
                <Typography color="text.secondary" sx={{ flex: 1 }}>
                  on 15 March
                </Typography>
              </Paper>
            </Grid>
            <Grid item xs={12}>
              <Paper sx={{ p: 2, overflowX: 'auto' }}>
                <Typography component="div" variant="subtitle1" color="primary" gutterBottom>
                  Recent orders
                </Typography>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>Date</TableCell>
                      <TableCell>Name</TableCell>
                      <TableCell>Ship to</TableCell>
                      <TableCell align="right">Amount</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {orders.map(([date, name, place, amount]) => (
                      <TableRow key={name}>
                        <TableCell>{date}</TableCell>
                        <TableCell>{name}</TableCell>
                        <TableCell>{place}</TableCell>
                        <TableCell align="right">{amount}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Paper>
            </Grid>
          </Grid>
        </Box>
      </Box>
    </Box>
  );
}
