import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createOrders, money, orderTotal } from './orders';
import type { OrderRow } from './orders';

const [FIRST_ORDER] = createOrders(1);

/** The content of an order's detail panel: its lines in a small table (the first order alone). */
export default function OrderLines({ order = FIRST_ORDER }: { order?: OrderRow }) {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Order {order.id} for {order.customer}, {order.city}
      </Typography>
      <Table size="small" aria-label={`Lines of order ${order.id}`} sx={{ maxWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.product}>
              <TableCell>{line.product}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money.format(line.quantity * line.unitPrice)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={2}>Total</TableCell>
            <TableCell align="right">{money.format(orderTotal(order))}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
