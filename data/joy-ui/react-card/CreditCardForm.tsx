import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Checkbox from '@mui/joy/Checkbox';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';

export default function CreditCardForm() {
  const id = React.useId();
  return (
    <Card variant="outlined" sx={{ width: 340, maxWidth: '100%' }}>
      <Typography level="title-lg" startDecorator={<CreditCardIcon />}>
        Add a card
      </Typography>
      <Divider inset="none" />
      <CardContent
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
      >
        <FormControl sx={{ gridColumn: '1 / -1' }}>
          <FormLabel htmlFor={`${id}-number`}>Card number</FormLabel>
          <Input slotProps={{ input: { id: `${id}-number`, inputMode: 'numeric' } }} />
        </FormControl>
        <FormControl>
          <FormLabel htmlFor={`${id}-expiry`}>Expiry</FormLabel>
          <Input placeholder="MM/YY" slotProps={{ input: { id: `${id}-expiry` } }} />
        </FormControl>
        <FormControl>
          <FormLabel htmlFor={`${id}-cvc`}>CVC</FormLabel>
          <Input slotProps={{ input: { id: `${id}-cvc`, inputMode: 'numeric' } }} />
        </FormControl>
        <FormControl sx={{ gridColumn: '1 / -1' }}>
          <FormLabel htmlFor={`${id}-name`}>Name on card</FormLabel>
          <Input slotProps={{ input: { id: `${id}-name` } }} />
        </FormControl>
        <Checkbox label="Save for next time" sx={{ gridColumn: '1 / -1' }} />
      </CardContent>
      <CardActions>
        <Button variant="solid" color="primary" fullWidth>
          Add card
        </Button>
      </CardActions>
    </Card>
  );
}
