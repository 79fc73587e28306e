import { useBadge } from '@mui/base/useBadge';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// `dark:` keys on the site's colour-scheme attribute (darkMode: ['selector', '[data-mui-color-scheme="dark"]']).
const utilities = `
.tw-badge-dot .flex { display: flex; }
.tw-badge-dot .flex-col { flex-direction: column; }
.tw-badge-dot .inline-flex { display: inline-flex; }
.tw-badge-dot .items-center { align-items: center; }
.tw-badge-dot .gap-2 { gap: 0.5rem; }
.tw-badge-dot .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-badge-dot .size-2\\.5 { width: 0.625rem; height: 0.625rem; }
.tw-badge-dot .rounded-full { border-radius: 9999px; }
.tw-badge-dot .bg-amber-500 { background-color: #f59e0b; }
.tw-badge-dot .bg-slate-300 { background-color: #cbd5e1; }
.tw-badge-dot .text-slate-500 { color: #64748b; }
[data-mui-color-scheme='dark'] .tw-badge-dot .dark\\:text-slate-400 { color: #94a3b8; }
`;

interface StatusDotProps {
  label: string;
  pending: number;
}

function StatusDot({ label, pending }: StatusDotProps) {
  const { invisible, displayValue } = useBadge({ badgeContent: pending, max: 50 });
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <span
        aria-hidden
        className={`size-2.5 rounded-full ${invisible ? 'bg-slate-300' : 'bg-amber-500'}`}
      />
      {label}
      <span className="text-slate-500 dark:text-slate-400">
        {invisible ? 'all done' : `${displayValue} pending`}
      </span>
    </span>
  );
}

export default function UseBadgeDot() {
  return (
    <div className="tw-badge-dot">
      <style>{utilities}</style>
      <div className="flex flex-col gap-2">
        <StatusDot label="Reviews" pending={3} />
        <StatusDot label="Deployments" pending={0} />
        <StatusDot label="Alerts" pending={128} />
      </div>
    </div>
  );
}
