import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

const items = [
  { color: 'primary', icon: 'ℹ', text: 'A new version of the app is available.' },
  { color: 'success', icon: '✓', text: 'Your changes were saved.' },
  { color: 'warning', icon: '!', text: 'Your trial ends in 3 days.' },
  { color: 'danger', icon: '✕', text: 'Payment failed. Check your card details.' },
  { color: 'neutral', icon: '•', text: 'Maintenance is planned for Sunday night.' },
] as const;

export default function AlertColors() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 440 }}>
      {items.map((item) => (
        <Alert
          key={item.color}
          color={item.color}
          role={item.color === 'danger' ? 'alert' : 'status'}
          startDecorator={<span aria-hidden="true">{item.icon}</span>}
        >
          {item.text}
        </Alert>
      ))}
    </Stack>
  );
}
