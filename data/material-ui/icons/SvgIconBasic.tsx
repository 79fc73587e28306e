import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';

function HeartIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z" />
    </SvgIcon>
  );
}

function CircleIcon(props: SvgIconProps) {
  // A 16x16 source drawing keeps its own coordinates through viewBox.
  return (
    <SvgIcon viewBox="0 0 16 16" {...props}>
      <circle cx="8" cy="8" r="6" />
    </SvgIcon>
  );
}

export default function SvgIconBasic() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <HeartIcon />
        <HeartIcon color="primary" />
        <HeartIcon color="secondary" />
        <HeartIcon color="error" />
        <HeartIcon color="action" />
        <HeartIcon color="disabled" />
        <HeartIcon sx={{ color: '#1AA251' }} />
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <CircleIcon fontSize="small" color="success" />
        <CircleIcon color="success" />
        <CircleIcon fontSize="large" color="success" />
        <CircleIcon sx={{ fontSize: 56 }} color="success" titleAccess="Status: online" />
      </Stack>
    </Stack>
  );
}
