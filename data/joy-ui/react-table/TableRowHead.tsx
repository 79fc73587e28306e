import Table from '@mui/joy/Table';

const specs = [
  { label: 'Weight', small: '1.1 kg', large: '1.6 kg' },
  { label: 'Battery', small: '10 hours', large: '14 hours' },
  { label: 'Screen', small: '13 inch', large: '16 inch' },
];

export default function TableRowHead() {
  return (
    <Table aria-label="Laptop comparison" borderAxis="both">
      <thead>
        <tr>
          <th>
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
              Specification
            </span>
          </th>
          <th>Small model</th>
          <th>Large model</th>
        </tr>
      </thead>
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.label}>
            <th scope="row">{spec.label}</th>
            <td>{spec.small}</td>
            <td>{spec.large}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
