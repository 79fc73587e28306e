import { NoSsr } from '@mui/base/NoSsr';

// NoSsr renders no element of its own, so the styles target the content.
const styles = `
.css-nossr { display: flex; flex-direction: column; gap: 8px; font-size: 0.875rem; }
.css-nossr .fallback { color: #94a3b8; }
.css-nossr .measured { font-weight: 600; color: #1d4ed8; }
[data-mui-color-scheme='dark'] .css-nossr .measured { color: #93c5fd; }
`;

function ViewportInfo() {
  // Safe: this component only renders in the browser, after NoSsr has mounted.
  return (
    <span className="measured">
      Your viewport is {window.innerWidth} × {window.innerHeight} pixels.
    </span>
  );
}

export default function NoSsrBasic() {
  return (
    <div className="css-nossr">
      <style>{styles}</style>
      <span>This line is part of the server-rendered HTML.</span>
      <NoSsr fallback={<span className="fallback">Measuring the viewport…</span>}>
        <ViewportInfo />
      </NoSsr>
    </div>
  );
}
