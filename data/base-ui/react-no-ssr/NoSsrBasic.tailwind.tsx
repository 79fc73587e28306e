import { NoSsr } from '@mui/base/NoSsr';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-nossr .flex { display: flex; }
.tw-nossr .flex-col { flex-direction: column; }
.tw-nossr .gap-2 { gap: 0.5rem; }
.tw-nossr .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-nossr .text-slate-400 { color: #94a3b8; }
.tw-nossr .font-semibold { font-weight: 600; }
.tw-nossr .text-blue-700 { color: #1d4ed8; }
[data-mui-color-scheme='dark'] .tw-nossr .dark\\:text-blue-300 { color: #93c5fd; }
`;

function ViewportInfo() {
  // Safe: this component only renders in the browser, after NoSsr has mounted.
  return (
    <span className="font-semibold text-blue-700 dark:text-blue-300">
      Your viewport is {window.innerWidth} × {window.innerHeight} pixels.
    </span>
  );
}

export default function NoSsrBasic() {
  return (
    <div className="tw-nossr">
      <style>{utilities}</style>
      <div className="flex flex-col gap-2 text-sm">
        <span>This line is part of the server-rendered HTML.</span>
        <NoSsr fallback={<span className="text-slate-400">Measuring the viewport…</span>}>
          <ViewportInfo />
        </NoSsr>
      </div>
    </div>
  );
}
