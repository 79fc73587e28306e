import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { TypographyProps } from '@mui/material/Typography';
import Typography from '@mui/material/Typography';

const variants: NonNullable<TypographyProps['variant']>[] = ['h3', 'h5', 'body1', 'caption'];

export default function SkeletonTypography() {
  return (
    <Grid container spacing={4}>
      <Grid item xs={12} sm={6}>
        {variants.map((variant) => (
          <Typography key={variant} component="div" variant={variant}>
            <Skeleton />
          </Typography>
        ))}
      </Grid>
      <Grid item xs={12} sm={6}>
        {variants.map((variant) => (
          <Typography key={variant} component="div" variant={variant}>
            {variant}
          </Typography>
        ))}
      </Grid>
    </Grid>
  );
}
