import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

type Status = 'initial' | 'loading' | 'sent' | 'failure';

export default function NewsletterSubscription() {
  const [email, setEmail] = React.useState('');
  const [status, setStatus] = React.useState<Status>('initial');
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('loading');
    // Stands in for a request to a mailing service.
    timer.current = window.setTimeout(
      () => setStatus(email.endsWith('.invalid') ? 'failure' : 'sent'),
      1000,
    );
  };

  return (
    <form onSubmit={submit}>
      <FormControl
        sx={{ width: 320, maxWidth: '100%' }}
        color={status === 'failure' ? 'danger' : undefined}
      >
        <FormLabel>Monthly newsletter</FormLabel>
        <Input
          type="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={status === 'failure'}
          endDecorator={
            <Button variant="solid" color="primary" loading={status === 'loading'} type="submit">
              Subscribe
            </Button>
          }
          sx={{ '--Input-decoratorChildHeight': '36px' }}
        />
        <FormHelperText sx={status === 'sent' ? { color: 'success.plainColor' } : undefined}>
          {status === 'sent' && 'You are on the list. Check your inbox.'}
          {status === 'failure' && 'That address cannot receive mail. Try another.'}
          {(status === 'initial' || status === 'loading') &&
            'One email a month; unsubscribe at any time.'}
        </FormHelperText>
      </FormControl>
    </form>
  );
}
