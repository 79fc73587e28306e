import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = ['Starter', 'Team', 'Business'];

export default function HoverPaper() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      {plans.map((plan) => (
        <Paper
          key={plan}
          elevation={1}
          sx={(theme) => ({
            width: 120,
            p: 2,
            textAlign: 'center',
            transition: theme.transitions.create(['box-shadow', 'transform'], {
              duration: theme.transitions.duration.short,
            }),
            '&:hover': {
              boxShadow: theme.shadows[8],
              transform: 'translateY(-2px)',
            },
            '@media (prefers-reduced-motion: reduce)': {
              transition: 'none',
              '&:hover': { transform: 'none' },
            },
          })}
        >
          <Typography fontWeight={600}>{plan}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
