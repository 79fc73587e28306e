import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const planets = [
  { name: 'Mercury', moons: 0, diameter: 4879, day: 1407.6 },
  { name: 'Venus', moons: 0, diameter: 12104, day: 5832.5 },
  { name: 'Earth', moons: 1, diameter: 12756, day: 23.9 },
  { name: 'Mars', moons: 2, diameter: 6792, day: 24.6 },
  { name: 'Jupiter', moons: 95, diameter: 142984, day: 9.9 },
];

export default function BasicTable() {
  return (
    <TableContainer component={Paper} tabIndex={0}>
      <Table aria-label="Planets of the inner solar system and Jupiter" sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Planet</TableCell>
            <TableCell align="right">Moons</TableCell>
            <TableCell align="right">Diameter (km)</TableCell>
            <TableCell align="right">Day length (h)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {planets.map((planet) => (
            <TableRow key={planet.name} hover>
              <TableCell component="th" scope="row">
                {planet.name}
              </TableCell>
              <TableCell align="right">{planet.moons}</TableCell>
              <TableCell align="right">{planet.diameter.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{planet.day.toFixed(1)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
