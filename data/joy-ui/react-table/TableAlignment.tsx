import Table from '@mui/joy/Table';

const items = [
  { name: 'Notebook', qty: 3, price: 4.5 },
  { name: 'Fountain pen', qty: 1, price: 32 },
  { name: 'Ink bottle', qty: 2, price: 9.9 },
];

export default function TableAlignment() {
  return (
    <Table aria-label="Order lines" sx={{ '& tr > *:not(:first-of-type)': { textAlign: 'right' } }}>
      <thead>
        <tr>
          <th>Item</th>
          <th>Quantity</th>
          <th>Unit price</th>
          <th>Total</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name}>
            <td>{item.name}</td>
            <td>{item.qty}</td>
            <td>{item.price.toFixed(2)}</td>
            <td>{(item.qty * item.price).toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
