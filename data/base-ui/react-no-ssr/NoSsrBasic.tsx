import { NoSsr } from '@mui/base/NoSsr';

function ViewportInfo() {
  // Safe: this component only renders in the browser, after NoSsr has mounted.
  return (
    <span>
      Your viewport is {window.innerWidth} × {window.innerHeight} pixels.
    </span>
  );
}

export default function NoSsrBasic() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, fontSize: 14 }}>
      <span>This line is part of the server-rendered HTML.</span>
      <NoSsr fallback={<span style={{ color: '#94a3b8' }}>Measuring the viewport…</span>}>
        <ViewportInfo />
      </NoSsr>
    </div>
  );
}
