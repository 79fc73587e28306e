import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';

export default function IconAlerts() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Alert icon={<CheckIcon fontSize="inherit" />} severity="success">
        A custom icon for this alert only.
      </Alert>
      <Alert
        iconMapping={{ success: <CheckCircleOutlineIcon fontSize="inherit" /> }}
        severity="success"
      >
        iconMapping replaces the icon of a severity.
      </Alert>
      <Alert icon={false} severity="success">
        No icon at all.
      </Alert>
    </Stack>
  );
}
