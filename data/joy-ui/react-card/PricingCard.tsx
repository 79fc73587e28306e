import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const FEATURES = ['Unlimited projects', '50 GB storage', 'Priority support'];

export default function PricingCard() {
  return (
    <Card size="lg" variant="outlined" sx={{ width: 300, maxWidth: '100%' }}>
      <Chip size="sm" variant="outlined" color="primary">
        PRO
      </Chip>
      <Typography level="h2" component="p">
        $12
        <Typography level="body-md" component="span">
          {' '}
          / month
        </Typography>
      </Typography>
      <Divider inset="none" />
      <List size="sm">
        {FEATURES.map((feature) => (
          <ListItem key={feature}>
            <ListItemDecorator>
              <Check color="success" />
            </ListItemDecorator>
            {feature}
          </ListItem>
        ))}
      </List>
      <CardContent />
      <CardActions>
        <Button fullWidth>Choose Pro</Button>
      </CardActions>
    </Card>
  );
}
