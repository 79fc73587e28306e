import Typography from '@mui/joy/Typography';

export default function TypographyBasics() {
  return (
    <Typography>
      Without a level, Typography renders a paragraph in the body-md style of the theme.
    </Typography>
  );
}
