import { useBadge } from '@mui/base/useBadge';

// useBadge returns values only; these classes are the demo's own.
const styles = `
.css-badge-dot { display: flex; flex-direction: column; gap: 8px; }
.css-badge-dot .status { display: inline-flex; align-items: center; gap: 8px; font-size: 0.875rem; }
.css-badge-dot .dot { width: 10px; height: 10px; border-radius: 50%; background: #f59e0b; }
.css-badge-dot .dot.is-done { background: #cbd5e1; }
.css-badge-dot .count { color: #64748b; }
[data-mui-color-scheme='dark'] .css-badge-dot .count { color: #94a3b8; }
`;

interface StatusDotProps {
  label: string;
  pending: number;
}

function StatusDot({ label, pending }: StatusDotProps) {
  const { invisible, displayValue } = useBadge({ badgeContent: pending, max: 50 });
  return (
    <span className="status">
      <span aria-hidden className={invisible ? 'dot is-done' : 'dot'} />
      {label}
      <span className="count">{invisible ? 'all done' : `${displayValue} pending`}</span>
    </span>
  );
}

export default function UseBadgeDot() {
  return (
    <div className="css-badge-dot">
      <style>{styles}</style>
      <StatusDot label="Reviews" pending={3} />
      <StatusDot label="Deployments" pending={0} />
      <StatusDot label="Alerts" pending={128} />
    </div>
  );
}
