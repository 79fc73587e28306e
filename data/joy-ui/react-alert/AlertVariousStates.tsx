import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Info from '@mui/icons-material/Info';
import Report from '@mui/icons-material/Report';
import Warning from '@mui/icons-material/Warning';

const STATES = [
  {
    title: 'Success',
    text: 'The invoice was sent to the client.',
    color: 'success',
    icon: <CheckCircle />,
  },
  { title: 'Note', text: 'Prices include VAT.', color: 'primary', icon: <Info /> },
  { title: 'Warning', text: 'Your card expires next month.', color: 'warning', icon: <Warning /> },
  { title: 'Error', text: 'The file could not be read.', color: 'danger', icon: <Report /> },
] as const;

export default function AlertVariousStates() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 440 }}>
      {STATES.map((state) => (
        <Alert
          key={state.title}
          role="status"
          variant="outlined"
          color={state.color}
          startDecorator={state.icon}
          sx={{ alignItems: 'flex-start' }}
        >
          <div>
            <Typography level="title-sm" color={state.color}>
              {state.title}
            </Typography>
            <Typography level="body-sm">{state.text}</Typography>
          </div>
        </Alert>
      ))}
    </Stack>
  );
}
