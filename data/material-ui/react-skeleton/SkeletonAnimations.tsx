import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const animations = [
  { label: 'pulse (default)', value: 'pulse' },
  { label: 'wave', value: 'wave' },
  { label: 'false', value: false },
] as const;

export default function SkeletonAnimations() {
  return (
    <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
      {animations.map(({ label, value }) => (
        <Stack key={label} spacing={1} sx={{ width: 160 }}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Skeleton variant="rounded" height={56} animation={value} />
          <Skeleton animation={value} />
          <Skeleton animation={value} width="60%" />
        </Stack>
      ))}
    </Stack>
  );
}
