import Table from '@mui/joy/Table';
import Sheet from '@mui/joy/Sheet';
import Button from '@mui/joy/Button';

const hours = ['06', '09', '12', '15', '18', '21'];
const stations = [
  { name: 'Harbour', readings: [11, 13, 17, 18, 15, 12] },
  { name: 'Airport', readings: [9, 12, 18, 20, 16, 11] },
  { name: 'Old town', readings: [12, 14, 18, 19, 16, 13] },
];

export default function TableColumnPinning() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        overflow: 'auto',
        borderRadius: 'sm',
        '--TableCell-height': '40px',
        '& tr > *:first-of-type': {
          position: 'sticky',
          left: 0,
          zIndex: 1,
          bgcolor: 'background.surface',
          boxShadow: '1px 0 var(--TableCell-borderColor)',
        },
        '& tr > *:last-of-type': {
          position: 'sticky',
          right: 0,
          zIndex: 1,
          bgcolor: 'var(--TableCell-headBackground)',
          boxShadow: '-1px 0 var(--TableCell-borderColor)',
        },
      }}
    >
      <Table aria-label="Temperatures by hour" borderAxis="bothBetween" sx={{ minWidth: 640 }}>
        <thead>
          <tr>
            <th style={{ width: 110 }}>Station</th>
            {hours.map((hour) => (
              <th key={hour}>{hour}:00 (°C)</th>
            ))}
            <th style={{ width: 100 }}>Details</th>
          </tr>
        </thead>
        <tbody>
          {stations.map((station) => (
            <tr key={station.name}>
              <td>{station.name}</td>
              {station.readings.map((value, index) => (
                <td key={hours[index]}>{value}</td>
              ))}
              <td>
                <Button size="sm" variant="plain" aria-label={`Open ${station.name}`}>
                  Open
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
