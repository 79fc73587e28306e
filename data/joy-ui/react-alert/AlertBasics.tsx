import Alert from '@mui/joy/Alert';

export default function AlertBasics() {
  return (
    <Alert role="status" sx={{ maxWidth: 420 }}>
      Your changes are saved automatically.
    </Alert>
  );
}
