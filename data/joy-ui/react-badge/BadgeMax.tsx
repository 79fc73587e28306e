import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const CASES = [
  { count: 9, max: 99, showZero: false },
  { count: 150, max: 99, showZero: false },
  { count: 1200, max: 999, showZero: false },
  { count: 0, max: 99, showZero: true },
];

export default function BadgeMax() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {CASES.map(({ count, max, showZero }) => (
        <Box
          key={`${count}-${max}`}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
        >
          <Badge badgeContent={count} max={max} showZero={showZero}>
            <Sheet
              component="span"
              variant="outlined"
              sx={{ display: 'block', width: 40, height: 40, borderRadius: 'sm' }}
            />
          </Badge>
          <Typography level="body-xs">
            {count}, max {max}
            {showZero ? ', showZero' : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
