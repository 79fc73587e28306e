import Stack from '@mui/joy/Stack';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonAnimation() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 300 }}>
      {(['pulse', 'wave', false] as const).map((animation) => (
        <div key={String(animation)}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            animation={animation === false ? '{false}' : `"${animation}"`}
          </Typography>
          <Skeleton variant="rectangular" height={32} animation={animation} />
        </div>
      ))}
    </Stack>
  );
}
