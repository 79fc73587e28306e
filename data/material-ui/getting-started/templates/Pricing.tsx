import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const tiers = [
  {
    title: 'Free',
    monthly: 0,
    features: ['10 users included', '2 GB of storage', 'Help centre access'],
    action: 'Sign up for free',
    variant: 'outlined' as const,
  },
  {
    title: 'Pro',
    monthly: 15,
    features: ['20 users included', '10 GB of storage', 'Priority email support'],
    action: 'Get started',
    variant: 'contained' as const,
    popular: true,
  },
  {
    title: 'Enterprise',
    monthly: 30,
    features: ['50 users included', '30 GB of storage', 'Phone and email support'],
    action: 'Contact us',
    variant: 'outlined' as const,
  },
];

/** A pricing page: a billing toggle and three tiers, the middle one highlighted. */
export default function Pricing() {
  const [period, setPeriod] = React.useState<'month' | 'year'>('month');
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 5 }}>
      <Container maxWidth="md" sx={{ textAlign: 'center', mb: 4 }}>
        <Typography component="h2" variant="h3" gutterBottom>
          Pricing
        </Typography>
        <Typography component="div" variant="h6" color="text.secondary" paragraph>
          Start free, upgrade when your team grows. Every plan includes unlimited projects.
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          onChange={(_event, value) => value && setPeriod(value)}
          aria-label="Billing period"
        >
          <ToggleButton value="month">Monthly</ToggleButton>
          <ToggleButton value="year">Yearly</ToggleButton>
        </ToggleButtonGroup>
      </Container>
      <Container maxWidth="md">
        <Grid container spacing={3} alignItems="flex-end">
          {tiers.map((tier) => (
            <Grid item key={tier.title} xs={12} sm={tier.popular ? 12 : 6} md={4}>
              <Card raised={tier.popular}>
                <CardHeader
                  title={tier.title}
                  action={
                    tier.popular ? <Chip label="Most popular" color="primary" size="small" /> : null
                  }
                  sx={{
                    bgcolor: (theme) =>
                      theme.palette.mode === 'light'
                        ? theme.palette.grey[200]
                        : theme.palette.grey[800],
                  }}
                />
                <CardContent>
                  <Box
                    sx={{
                      display: 'flex',
                      justifyContent: 'center',
                      alignItems: 'baseline',
                      mb: 2,
                    }}
                  >
                    <Typography component="p" variant="h3">
                      ${period === 'month' ? tier.monthly : tier.monthly * 10}
                    </Typography>
                    <Typography component="div" variant="h6" color="text.secondary">
                      /{period === 'month' ? 'mo' : 'yr'}
                    </Typography>
                  </Box>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {tier.features.map((feature) => (
                      <Typography component="li" variant="subtitle1" align="center" key={feature}>
                        {feature}
                      </Typography>
                    ))}
                  </Box>
                </CardContent>
                <CardActions>
                  <Button fullWidth variant={tier.variant}>
                    {tier.action}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
