import { styled } from '@mui/system';

const Card = styled('article')(({ theme }) => ({
  maxWidth: 320,
  padding: theme.spacing(2),
  borderRadius: 8,
  border: '1px solid rgba(0, 0, 0, 0.12)',
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.12)',
  '& h3': { margin: 0, marginBottom: theme.spacing(1), fontSize: 18 },
  '& p': { margin: 0, opacity: 0.75 },
}));

export default function StyledCard() {
  return (
    <Card sx={{ bgcolor: 'background.paper' }}>
      <h3>Weekly summary</h3>
      <p>Styles live with the component, and sx still works on top of them.</p>
    </Card>
  );
}
