import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const rowCount = 5000;
const rowHeight = 33;
const viewportHeight = 320;
const overscan = 5;

// Deterministic values from the row index, so server and client render the same.
function reading(index: number) {
  return {
    sensor: `S-${String(index + 1).padStart(4, '0')}`,
    celsius: (18 + ((index * 37) % 90) / 10).toFixed(1),
    humidity: 30 + ((index * 13) % 50),
  };
}

export default function VirtualizedTable() {
  const [scrollTop, setScrollTop] = React.useState(0);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(rowCount, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  const rows = [];
  for (let index = first; index < last; index += 1) {
    const row = reading(index);
    rows.push(
      <TableRow key={index} sx={{ height: rowHeight }}>
        <TableCell>{row.sensor}</TableCell>
        <TableCell align="right">{row.celsius}</TableCell>
        <TableCell align="right">{row.humidity}</TableCell>
      </TableRow>,
    );
  }
  return (
    <TableContainer
      component={Paper}
      sx={{ height: viewportHeight }}
      onScroll={(event: React.UIEvent<HTMLDivElement>) =>
        setScrollTop(event.currentTarget.scrollTop)
      }
      tabIndex={0}
      aria-label="Sensor readings, scrollable"
    >
      <Table stickyHeader size="small" aria-label="Sensor readings" aria-rowcount={rowCount + 1}>
        <TableHead>
          <TableRow>
            <TableCell>Sensor</TableCell>
            <TableCell align="right">Temperature (°C)</TableCell>
            <TableCell align="right">Humidity (%)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {first > 0 && <TableRow aria-hidden sx={{ height: first * rowHeight }} />}
          {rows}
          {last < rowCount && (
            <TableRow aria-hidden sx={{ height: (rowCount - last) * rowHeight }} />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
