import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const stock = [
  { sku: 'A-102', item: 'Notebook', qty: 340, price: 3.5 },
  { sku: 'A-117', item: 'Gel pen', qty: 1210, price: 1.2 },
  { sku: 'B-220', item: 'Stapler', qty: 45, price: 8.9 },
  { sku: 'B-231', item: 'Desk lamp', qty: 12, price: 24.0 },
  { sku: 'C-300', item: 'Paper ream', qty: 88, price: 5.75 },
];

export default function DenseTable() {
  return (
    <TableContainer component={Paper} tabIndex={0}>
      <Table size="small" aria-label="Stationery stock" sx={{ minWidth: 420 }}>
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Item</TableCell>
            <TableCell align="right">In stock</TableCell>
            <TableCell align="right">Unit price (€)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stock.map((row) => (
            <TableRow key={row.sku}>
              <TableCell component="th" scope="row">
                {row.sku}
              </TableCell>
              <TableCell>{row.item}</TableCell>
              <TableCell align="right">{row.qty}</TableCell>
              <TableCell align="right">{row.price.toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
