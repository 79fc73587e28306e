import { styled } from '@mui/system';

type Tone = 'success' | 'warning' | 'error';

const Badge = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'sx',
})<{ tone: Tone }>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.25, 1),
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 600,
  color: tone === 'success' ? '#1b5e20' : tone === 'warning' ? '#7a4f01' : '#8e1b1b',
  backgroundColor: tone === 'success' ? '#e3f4e4' : tone === 'warning' ? '#fff1d6' : '#fde4e4',
}));

export default function StatusBadge() {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="success">Deployed</Badge>
      <Badge tone="warning">Queued</Badge>
      <Badge tone="error" sx={{ textTransform: 'uppercase' }}>
        Failed
      </Badge>
    </div>
  );
}
