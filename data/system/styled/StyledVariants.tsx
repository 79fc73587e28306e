import { styled } from '@mui/system';

interface PillProps {
  size?: 'small' | 'large';
  outlined?: boolean;
}

const Pill = styled('button', {
  shouldForwardProp: (prop) => prop !== 'size' && prop !== 'outlined' && prop !== 'sx',
})<PillProps>(({ theme, size = 'small', outlined = false }) => ({
  cursor: 'pointer',
  borderRadius: 999,
  padding: size === 'small' ? theme.spacing(0.5, 1.5) : theme.spacing(1, 3),
  fontSize: size === 'small' ? 13 : 16,
  border: '2px solid #4f46e5',
  color: outlined ? '#4f46e5' : '#ffffff',
  backgroundColor: outlined ? 'transparent' : '#4f46e5',
}));

export default function StyledVariants() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Pill type="button">Small</Pill>
      <Pill type="button" size="large">
        Large
      </Pill>
      <Pill type="button" outlined>
        Outlined
      </Pill>
    </div>
  );
}
