import { Button } from '@mui/base/Button';
import type { ButtonOwnerState } from '@mui/base/Button';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-button-span .flex { display: flex; }
.tw-button-span .items-center { align-items: center; }
.tw-button-span .gap-3 { gap: 0.75rem; }
.tw-button-span .inline-block { display: inline-block; }
.tw-button-span .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-button-span .font-semibold { font-weight: 600; }
.tw-button-span .px-4 { padding-left: 1rem; padding-right: 1rem; }
.tw-button-span .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-button-span .rounded-full { border-radius: 9999px; }
.tw-button-span .bg-slate-100 { background-color: #f1f5f9; }
.tw-button-span .hover\\:bg-slate-200:hover { background-color: #e2e8f0; }
.tw-button-span .text-blue-900 { color: #1e3a8a; }
.tw-button-span .no-underline { text-decoration: none; }
.tw-button-span .select-none { user-select: none; }
.tw-button-span .cursor-pointer { cursor: pointer; }
.tw-button-span .outline-none { outline: none; }
.tw-button-span .ring { box-shadow: 0 0 0 3px #93c5fd; }
`;

const slotProps = {
  root: (ownerState: ButtonOwnerState) => ({
    className: `inline-block text-sm font-semibold px-4 py-2 rounded-full bg-slate-100 hover:bg-slate-200 text-blue-900 no-underline select-none cursor-pointer outline-none ${ownerState.focusVisible ? 'ring' : ''}`,
  }),
};

export default function UnstyledButtonsSpan() {
  return (
    <div className="tw-button-span">
      <style>{utilities}</style>
      <div className="flex gap-3 items-center">
        <Button slots={{ root: 'span' }} slotProps={slotProps}>
          Span with role=button
        </Button>
        <Button href="#using-with-links" slotProps={slotProps}>
          Anchor (href)
        </Button>
      </div>
    </div>
  );
}
