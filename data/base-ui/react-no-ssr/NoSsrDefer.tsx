import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';

function ExpensiveGrid() {
  const cells = React.useMemo(() => Array.from({ length: 400 }, (_, i) => i), []);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(40, 8px)', gap: 2 }}>
      {cells.map((cell) => (
        <span
          key={cell}
          style={{
            width: 8,
            height: 8,
            borderRadius: 2,
            background: cell % 7 === 0 ? '#2563eb' : '#cbd5e1',
          }}
        />
      ))}
    </div>
  );
}

export default function NoSsrDefer() {
  const [run, setRun] = React.useState(0);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        alignItems: 'flex-start',
        fontSize: 14,
      }}
    >
      <button type="button" onClick={() => setRun((r) => r + 1)}>
        Mount again
      </button>
      <NoSsr key={run} defer fallback={<span>Painting the page first…</span>}>
        <ExpensiveGrid />
      </NoSsr>
    </div>
  );
}
