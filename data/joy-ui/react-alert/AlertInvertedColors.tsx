import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

export default function AlertInvertedColors() {
  return (
    <Alert
      variant="solid"
      color="primary"
      invertedColors
      role="status"
      startDecorator={
        <CircularProgress
          determinate
          value={70}
          size="lg"
          sx={{ '--CircularProgress-size': '52px' }}
        >
          70%
        </CircularProgress>
      }
      sx={{ alignItems: 'flex-start', gap: 2, maxWidth: 440 }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography level="title-md">Uploading photos</Typography>
        <Typography level="body-sm">14 of 20 done. You can keep working meanwhile.</Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
          <Button variant="outlined" size="sm">
            Pause
          </Button>
          <Button variant="solid" size="sm">
            Show details
          </Button>
        </Box>
      </Box>
    </Alert>
  );
}
