import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-pager-labels .flex { display: flex; }
.tw-pager-labels .items-center { align-items: center; }
.tw-pager-labels .gap-4 { gap: 1rem; }
.tw-pager-labels .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-pager-labels .m-0 { margin: 0; }
.tw-pager-labels .mx-0\\.5 { margin-left: 0.125rem; margin-right: 0.125rem; }
.tw-pager-labels .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-pager-labels .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-pager-labels .px-2\\.5 { padding-left: 0.625rem; padding-right: 0.625rem; }
.tw-pager-labels .py-1 { padding-top: 0.25rem; padding-bottom: 0.25rem; }
.tw-pager-labels .border { border: 1px solid #e2e8f0; }
.tw-pager-labels .border-0 { border: 0; }
.tw-pager-labels .rounded-md { border-radius: 0.375rem; }
.tw-pager-labels .rounded-\\[10px\\] { border-radius: 10px; }
.tw-pager-labels .bg-violet-100 { background-color: #ede9fe; }
.tw-pager-labels .text-violet-800 { color: #5b21b6; }
.tw-pager-labels .cursor-pointer { cursor: pointer; }
.tw-pager-labels .disabled\\:opacity-40:disabled { opacity: 0.4; }
.tw-pager-labels .disabled\\:cursor-default:disabled { cursor: default; }
`;

const pageButton = {
  className:
    'mx-0.5 px-2.5 py-1 border-0 rounded-md bg-violet-100 text-violet-800 cursor-pointer disabled:opacity-40 disabled:cursor-default',
};

export default function TablePaginationCustomLabels() {
  const [page, setPage] = React.useState(2);
  return (
    <div className="tw-pager-labels">
      <style>{utilities}</style>
      <TablePagination
        slots={{ root: 'div' }}
        count={248}
        page={page}
        rowsPerPage={25}
        rowsPerPageOptions={[]}
        onPageChange={(_event, newPage) => setPage(newPage)}
        labelDisplayedRows={({ from, to, count }) => `Orders ${from} to ${to}, out of ${count}`}
        getItemAriaLabel={(type) => `Show the ${type} page of orders`}
        slotProps={{
          root: { className: 'text-sm' },
          toolbar: { className: 'flex items-center gap-4 px-3 py-2 border rounded-[10px]' },
          displayedRows: { className: 'm-0' },
          actions: {
            showFirstButton: true,
            showLastButton: true,
            slotProps: {
              firstButton: pageButton,
              backButton: pageButton,
              nextButton: pageButton,
              lastButton: pageButton,
            },
          },
        }}
      />
    </div>
  );
}
