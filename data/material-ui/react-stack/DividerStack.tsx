import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Followers', value: '1.2k' },
  { label: 'Following', value: '318' },
  { label: 'Posts', value: '96' },
];

export default function DividerStack() {
  return (
    <Stack direction="row" divider={<Divider orientation="vertical" flexItem />} spacing={2}>
      {stats.map((stat) => (
        <Box key={stat.label} sx={{ textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {stat.value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {stat.label}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
