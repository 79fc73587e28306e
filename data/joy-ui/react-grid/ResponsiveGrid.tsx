import Grid from '@mui/joy/Grid';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Visitors', value: '12,480' },
  { label: 'Sign-ups', value: '342' },
  { label: 'Conversion', value: '2.7%' },
  { label: 'Revenue', value: '$8,120' },
  { label: 'Refunds', value: '$140' },
  { label: 'Tickets', value: '17' },
];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }}>
      {stats.map((stat) => (
        <Grid key={stat.label} xs={12} sm={6} md={4}>
          <Card variant="outlined" size="sm">
            <Typography level="body-xs">{stat.label}</Typography>
            <Typography level="h4" component="p">
              {stat.value}
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
