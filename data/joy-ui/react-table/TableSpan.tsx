import Table from '@mui/joy/Table';

export default function TableSpan() {
  return (
    <Table aria-label="Conference schedule" borderAxis="both">
      <thead>
        <tr>
          <th rowSpan={2}>Time</th>
          <th colSpan={2} style={{ textAlign: 'center' }}>
            Rooms
          </th>
        </tr>
        <tr>
          <th>Hall A</th>
          <th>Hall B</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>09:00</td>
          <td colSpan={2} style={{ textAlign: 'center' }}>
            Opening keynote
          </td>
        </tr>
        <tr>
          <td>10:30</td>
          <td rowSpan={2}>Hands-on workshop</td>
          <td>Accessibility talk</td>
        </tr>
        <tr>
          <td>11:30</td>
          <td>Performance talk</td>
        </tr>
      </tbody>
    </Table>
  );
}
