import * as React from 'react';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

const orders = [
  {
    id: 'SO-1001',
    customer: 'Harbour Café',
    lines: [
      { product: 'Espresso beans 1 kg', qty: 4, price: 18 },
      { product: 'Oat milk 1 l', qty: 12, price: 2.1 },
    ],
  },
  {
    id: 'SO-1002',
    customer: 'Green Grocer',
    lines: [{ product: 'Paper bags (500)', qty: 2, price: 14.5 }],
  },
];

type Order = (typeof orders)[number];

function OrderRow({ order }: { order: Order }) {
  const [open, setOpen] = React.useState(false);
  const total = order.lines.reduce((sum, line) => sum + line.qty * line.price, 0);
  return (
    <React.Fragment>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`${open ? 'Hide' : 'Show'} lines of ${order.id}`}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {order.id}
        </TableCell>
        <TableCell>{order.customer}</TableCell>
        <TableCell align="right">{total.toFixed(2)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={4}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{ m: 1 }}>
              <Typography variant="subtitle2" gutterBottom component="div">
                Order lines
              </Typography>
              <Table size="small" aria-label={`Lines of ${order.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Qty</TableCell>
                    <TableCell align="right">Price</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line.product}>
                      <TableCell>{line.product}</TableCell>
                      <TableCell align="right">{line.qty}</TableCell>
                      <TableCell align="right">{line.price.toFixed(2)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </React.Fragment>
  );
}

export default function CollapsibleTable() {
  return (
    <TableContainer component={Paper} tabIndex={0}>
      <Table aria-label="Orders with expandable lines" sx={{ minWidth: 360 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Details
              </Box>
            </TableCell>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total (€)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
