import Table from '@mui/joy/Table';

const expenses = [
  { label: 'Rent', amount: 950 },
  { label: 'Groceries', amount: 320 },
  { label: 'Transport', amount: 85 },
  { label: 'Utilities', amount: 140 },
];

export default function TableFooter() {
  const total = expenses.reduce((sum, item) => sum + item.amount, 0);
  return (
    <Table aria-label="Monthly expenses" variant="outlined" borderAxis="xBetween">
      <thead>
        <tr>
          <th>Expense</th>
          <th style={{ textAlign: 'right' }}>Amount</th>
        </tr>
      </thead>
      <tbody>
        {expenses.map((item) => (
          <tr key={item.label}>
            <td>{item.label}</td>
            <td style={{ textAlign: 'right' }}>{item.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td style={{ textAlign: 'right' }}>{total}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
