import { useBadge } from '@mui/base/useBadge';

interface StatusDotProps {
  label: string;
  pending: number;
}

function StatusDot({ label, pending }: StatusDotProps) {
  const { invisible, displayValue } = useBadge({ badgeContent: pending, max: 50 });
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: 14 }}>
      <span
        aria-hidden
        style={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: invisible ? '#cbd5e1' : '#f59e0b',
        }}
      />
      {label}
      <span style={{ color: '#64748b' }}>{invisible ? 'all done' : `${displayValue} pending`}</span>
    </span>
  );
}

export default function UseBadgeDot() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <StatusDot label="Reviews" pending={3} />
      <StatusDot label="Deployments" pending={0} />
      <StatusDot label="Alerts" pending={128} />
    </div>
  );
}
