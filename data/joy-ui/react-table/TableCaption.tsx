import Table from '@mui/joy/Table';

export default function TableCaption() {
  return (
    <Table>
      <caption>Opening hours of the city library</caption>
      <thead>
        <tr>
          <th>Day</th>
          <th>Opens</th>
          <th>Closes</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Monday to Friday</td>
          <td>09:00</td>
          <td>20:00</td>
        </tr>
        <tr>
          <td>Saturday</td>
          <td>10:00</td>
          <td>17:00</td>
        </tr>
        <tr>
          <td>Sunday</td>
          <td>Closed</td>
          <td>Closed</td>
        </tr>
      </tbody>
    </Table>
  );
}
