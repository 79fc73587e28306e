import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const sections = ['Overview', 'Orders', 'Customers', 'Reports', 'Settings'];
const orders = [
  { id: 'INV-1234', customer: 'Olivia Ryhe', status: 'Paid', amount: '$320.00' },
  { id: 'INV-1233', customer: 'Steve Hampton', status: 'Refunded', amount: '$84.50' },
  { id: 'INV-1232', customer: 'Ciaran Murray', status: 'Paid', amount: '$1,020.00' },
  { id: 'INV-1231', customer: 'Maria Macdonald', status: 'Pending', amount: '$58.00' },
];
const statusColor = { Paid: 'success', Refunded: 'neutral', Pending: 'warning' } as const;

/** An admin dashboard: a sidebar, key figures and a table of recent orders. */
export default function DashboardTemplate() {
  const [section, setSection] = React.useState('Overview');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        minHeight: 520,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 'md',
        overflow: 'hidden',
      }}
    >
      <Sheet variant="soft" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography level="title-lg">Acme Admin</Typography>
        <List size="sm" component="nav" aria-label="Dashboard sections">
          {sections.map((name) => (
            <ListItem key={name}>
              <ListItemButton selected={name === section} onClick={() => setSection(name)}>
                {name}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Box sx={{ mt: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>
          <Avatar size="sm">SR</Avatar>
          <Typography level="body-sm">Siriwat R.</Typography>
        </Box>
      </Sheet>
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography level="h3" component="h2">
            {section}
          </Typography>
          <IconButton variant="outlined" aria-label="Notifications">
            🔔
          </IconButton>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
            gap: 2,
          }}
        >
          {[
            ['Revenue', '$48,210', 72],
            ['Orders', '1,284', 54],
            ['Refund rate', '1.8%', 18],
          ].map(([label, value, progress]) => (
            <Card key={label as string} variant="outlined" size="sm">
              <Typography level="body-xs">{label}</Typography>
              <Typography level="h4" component="p">
                {value}
              </Typography>
              <LinearProgress
                determinate
                value={progress as number}
                aria-label={`${label} of target`}
              />
            </Card>
          ))}
        </Box>
        <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }}>
          <Table size="sm" stickyHeader>
            <thead>
              <tr>
                <th>Invoice</th>
                <th>Customer</th>
                <th>Status</th>
                <th style={{ textAlign: 'right' }}>Amount</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td>{order.id}</td>
                  <td>{order.customer}</td>
                  <td>
                    <Chip
                      size="sm"
                      variant="soft"
                      color={statusColor[order.status as keyof typeof statusColor]}
                    >
                      {order.status}
                    </Chip>
                  </td>
                  <td style={{ textAlign: 'right' }}>{order.amount}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Sheet>
      </Box>
    </Box>
  );
}
