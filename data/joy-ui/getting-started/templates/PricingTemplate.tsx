import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const plans = [
  { name: 'Starter', monthly: 0, features: ['3 projects', 'Community support', '1 GB storage'] },
  {
    name: 'Team',
    monthly: 24,
    features: ['Unlimited projects', 'Priority support', '100 GB storage', 'Audit log'],
    featured: true,
  },
  {
    name: 'Enterprise',
    monthly: 79,
    features: ['SSO and SCIM', 'Dedicated manager', '1 TB storage', 'Custom contract'],
  },
];

/** A pricing page: monthly or yearly billing and three plan cards, the middle one highlighted. */
export default function PricingTemplate() {
  const [billing, setBilling] = React.useState<'monthly' | 'yearly'>('monthly');
  return (
    <Box
      sx={{
        p: { xs: 2, sm: 4 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 3,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 'md',
      }}
    >
      <Typography level="h2" textAlign="center">
        Pricing that grows with you
      </Typography>
      <ToggleButtonGroup
        value={billing}
        onChange={(_event, value) => value && setBilling(value)}
        aria-label="Billing period"
      >
        <Button value="monthly">Monthly</Button>
        <Button value="yearly">Yearly (2 months free)</Button>
      </ToggleButtonGroup>
      <Box
        sx={{
          width: '100%',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gap: 2,
        }}
      >
        {plans.map((plan) => {
          const price = billing === 'monthly' ? plan.monthly : plan.monthly * 10;
          return (
            <Card
              key={plan.name}
              variant={plan.featured ? 'solid' : 'outlined'}
              color={plan.featured ? 'primary' : 'neutral'}
              invertedColors={plan.featured}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography level="title-lg">{plan.name}</Typography>
                {plan.featured ? <Chip size="sm">Most popular</Chip> : null}
              </Box>
              <Typography level="h2">
                ${price}
                <Typography level="body-sm">
                  {' '}
                  / {billing === 'monthly' ? 'month' : 'year'}
                </Typography>
              </Typography>
              <List size="sm">
                {plan.features.map((feature) => (
                  <ListItem key={feature}>✓ {feature}</ListItem>
                ))}
              </List>
              <CardActions>
                <Button variant={plan.featured ? 'soft' : 'solid'}>Choose {plan.name}</Button>
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
