import Alert from '@mui/material/Alert';

export default function BasicAlerts() {
  return <Alert severity="success">Your changes were saved.</Alert>;
}
