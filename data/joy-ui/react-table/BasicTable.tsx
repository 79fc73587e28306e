import Table from '@mui/joy/Table';

const rows = [
  { name: 'Espresso', size: '30 ml', caffeine: 63, price: 2.5 },
  { name: 'Americano', size: '240 ml', caffeine: 126, price: 3.2 },
  { name: 'Cappuccino', size: '180 ml', caffeine: 63, price: 3.8 },
  { name: 'Cold brew', size: '350 ml', caffeine: 200, price: 4.5 },
];

export default function BasicTable() {
  return (
    <Table aria-label="Coffee menu" borderAxis="xBetween" hoverRow>
      <caption>Coffee menu</caption>
      <thead>
        <tr>
          <th style={{ width: '40%' }}>Drink</th>
          <th>Size</th>
          <th>Caffeine (mg)</th>
          <th>Price</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{row.size}</td>
            <td>{row.caffeine}</td>
            <td>${row.price.toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
