import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';

function CheckIcon() {
  return (
    <SvgIcon>
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </SvgIcon>
  );
}

export default function ChipVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Chip label="Filled" />
        <Chip label="Outlined" variant="outlined" />
        <Chip label="Primary" color="primary" />
        <Chip label="Success" color="success" variant="outlined" />
        <Chip label="Disabled" disabled />
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
        <Chip avatar={<Avatar>M</Avatar>} label="Margaret" />
        <Chip icon={<CheckIcon />} label="Verified" color="info" />
        <Chip label="Small" size="small" />
        <Chip label="Small outlined" size="small" variant="outlined" color="secondary" />
      </Stack>
    </Stack>
  );
}
