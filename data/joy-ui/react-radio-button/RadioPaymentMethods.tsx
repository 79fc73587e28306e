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
  return (
    <div>
      <FormLabel id={`${id}-pay`} sx={{ mb: 1, fontWeight: 'lg' }}>
        Pay with
      </FormLabel>
      <RadioGroup aria-labelledby={`${id}-pay`} defaultValue="card" size="lg">
        <List
          variant="outlined"
          sx={{ borderRadius: 'sm', maxWidth: 320, '--ListItem-minHeight': '52px' }}
        >
          {methods.map((method, index) => (
            <React.Fragment key={method.value}>
              <ListItem>
                <ListItemDecorator>{method.icon}</ListItemDecorator>
                <Radio
                  overlay
                  value={method.value}
                  label={method.label}
                  sx={{
                    flexGrow: 1,
                    flexDirection: 'row-reverse',
                    justifyContent: 'space-between',
                  }}
                  slotProps={{
                    action: ({ checked }) => ({ sx: checked ? { bgcolor: 'primary.softBg' } : {} }),
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
