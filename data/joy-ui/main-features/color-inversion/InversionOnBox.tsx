import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import { applySolidInversion } from '@mui/joy/colorInversion';

const Banner = styled('div')(({ theme }) => [
  {
    padding: theme.spacing(3),
    borderRadius: theme.vars.radius.md,
    display: 'flex',
    gap: theme.spacing(2),
    alignItems: 'center',
    flexWrap: 'wrap',
    ...theme.variants.solid.neutral,
  },
  applySolidInversion('neutral')(theme),
]);

export default function InversionOnBox() {
  return (
    <Banner>
      <Typography level="title-md" sx={{ flex: 1 }}>
        A plain element with the solid inversion variables
      </Typography>
      <Button variant="soft">Soft</Button>
      <Button variant="outlined">Outlined</Button>
    </Banner>
  );
}
