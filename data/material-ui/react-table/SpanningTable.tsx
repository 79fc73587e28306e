import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const VAT_RATE = 0.2;
const lines = [
  { item: 'Website design', qty: 1, unit: 1800 },
  { item: 'Hosting (months)', qty: 12, unit: 15 },
  { item: 'Logo variants', qty: 3, unit: 120 },
];
const subtotal = lines.reduce((sum, line) => sum + line.qty * line.unit, 0);
const vat = subtotal * VAT_RATE;
const money = (value: number) => value.toFixed(2);

export default function SpanningTable() {
  return (
    <TableContainer component={Paper} tabIndex={0}>
      <Table aria-label="Invoice" sx={{ minWidth: 360 }}>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit (€)</TableCell>
            <TableCell align="right">Sum (€)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.item}>
              <TableCell>{line.item}</TableCell>
              <TableCell align="right">{line.qty}</TableCell>
              <TableCell align="right">{money(line.unit)}</TableCell>
              <TableCell align="right">{money(line.qty * line.unit)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{money(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>VAT</TableCell>
            <TableCell align="right">{`${(VAT_RATE * 100).toFixed(0)} %`}</TableCell>
            <TableCell align="right">{money(vat)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>Total</TableCell>
            <TableCell align="right">{money(subtotal + vat)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
