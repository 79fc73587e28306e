import Table from '@mui/joy/Table';

const planets = [
  { name: 'Mercury', moons: 0, day: '58.6 days' },
  { name: 'Venus', moons: 0, day: '243 days' },
  { name: 'Earth', moons: 1, day: '24 hours' },
  { name: 'Mars', moons: 2, day: '24.6 hours' },
];

export default function TableBasics() {
  return (
    <Table aria-label="Inner planets">
      <thead>
        <tr>
          <th>Planet</th>
          <th>Moons</th>
          <th>Length of a day</th>
        </tr>
      </thead>
      <tbody>
        {planets.map((planet) => (
          <tr key={planet.name}>
            <td>{planet.name}</td>
            <td>{planet.moons}</td>
            <td>{planet.day}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
