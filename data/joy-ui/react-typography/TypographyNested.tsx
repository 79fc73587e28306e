import Typography from '@mui/joy/Typography';

export default function TypographyNested() {
  return (
    <Typography sx={{ maxWidth: 420 }}>
      Your plan renews on{' '}
      <Typography fontWeight="lg" textColor="text.primary">
        1 December
      </Typography>{' '}
      for{' '}
      <Typography variant="soft" color="success">
        €8 a month
      </Typography>
      , and you can cancel <Typography fontStyle="italic">at any time</Typography>.
    </Typography>
  );
}
