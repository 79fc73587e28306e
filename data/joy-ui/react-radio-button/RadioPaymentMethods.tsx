import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListDivider from '@mui/joy/ListDivider';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import FormLabel from '@mui/joy/FormLabel';
import CreditCard from '@mui/icons-material/CreditCard';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Payments from '@mui/icons-material/Payments';

const methods = [
  { value: 'card', label: 'Credit card', icon: <CreditCard /> },
  { value: 'bank', label: 'Bank transfer', icon: <AccountBalance /> },
  { value: 'cash', label: 'Cash on delivery', icon: <Payments /> },
];

export default function RadioPaymentMethods() {
  const id = React.useId();
  const [method, setMethod] = React.useState('card');
  return (
    <div>
      <FormLabel id={`${id}-pay`} sx={{ mb: 1, fontWeight: 'lg' }}>
        Pay with
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-pay`}
        value={method}
        onChange={(event) => setMethod(event.target.value)}
        size="lg"
      >
        <List
          variant="outlined"
          sx={{ borderRadius: 'sm', maxWidth: 320, '--ListItem-minHeight': '52px' }}
        >
          {methods.map((item, index) => (
            <React.Fragment key={item.value}>
              <ListItem variant={method === item.value ? 'soft' : 'plain'} color="primary">
                <ListItemDecorator>{item.icon}</ListItemDecorator>
                <Radio
                  overlay
                  value={item.value}
                  label={item.label}
                  sx={{
                    flexGrow: 1,
                    flexDirection: 'row-reverse',
                    justifyContent: 'space-between',
                  }}
                />
              </ListItem>
              {index < methods.length - 1 && <ListDivider inset="gutter" />}
            </React.Fragment>
          ))}
        </List>
      </RadioGroup>
    </div>
  );
}
