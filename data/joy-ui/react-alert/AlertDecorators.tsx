import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import CloudOff from '@mui/icons-material/CloudOff';
import Close from '@mui/icons-material/Close';
import Info from '@mui/icons-material/Info';

export default function AlertDecorators() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 440 }}>
      <Alert
        role="status"
        startDecorator={<Info />}
        endDecorator={
          <IconButton variant="plain" size="sm" color="neutral" aria-label="Dismiss">
            <Close />
          </IconButton>
        }
      >
        A new version is available.
      </Alert>
      <Alert
        role="status"
        color="warning"
        startDecorator={<CloudOff />}
        endDecorator={
          <Button size="sm" variant="solid" color="warning">
            Retry
          </Button>
        }
      >
        You are offline.
      </Alert>
    </Stack>
  );
}
