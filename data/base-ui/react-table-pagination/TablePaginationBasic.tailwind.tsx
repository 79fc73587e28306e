import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

const rows = Array.from({ length: 13 }, (_, i) => `Station ${i + 1}`);

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-pager .w-full { width: 100%; }
.tw-pager .max-w-lg { max-width: 32rem; }
.tw-pager .border-collapse { border-collapse: collapse; }
.tw-pager .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-pager .text-left { text-align: left; }
.tw-pager .px-2\\.5 { padding-left: 0.625rem; padding-right: 0.625rem; }
.tw-pager .py-1\\.5 { padding-top: 0.375rem; padding-bottom: 0.375rem; }
.tw-pager .border-b { border-bottom: 1px solid #e2e8f0; }
.tw-pager .flex { display: flex; }
.tw-pager .flex-wrap { flex-wrap: wrap; }
.tw-pager .flex-1 { flex: 1 1 0%; }
.tw-pager .items-center { align-items: center; }
.tw-pager .gap-1 { gap: 0.25rem; }
.tw-pager .gap-3 { gap: 0.75rem; }
.tw-pager .m-0 { margin: 0; }
.tw-pager .min-w-8 { min-width: 2rem; }
.tw-pager .px-2 { padding-left: 0.5rem; padding-right: 0.5rem; }
.tw-pager .py-0\\.5 { padding-top: 0.125rem; padding-bottom: 0.125rem; }
.tw-pager .border { border: 1px solid #cbd5e1; }
.tw-pager .rounded-md { border-radius: 0.375rem; }
.tw-pager .bg-white { background-color: #fff; }
`;

export default function TablePaginationBasic() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const visible =
    rowsPerPage > 0 ? rows.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage) : rows;
  const cell = 'px-2.5 py-1.5 border-b text-left';
  const pageButton = { className: 'min-w-8 px-2 py-0.5 border rounded-md bg-white' };

  return (
    <div className="tw-pager">
      <style>{utilities}</style>
      <table className="w-full max-w-lg border-collapse text-sm" aria-label="Weather stations">
        <tbody>
          {visible.map((row) => (
            <tr key={row}>
              <td className={cell}>{row}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              className={cell}
              count={rows.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(parseInt(event.target.value, 10));
                setPage(0);
              }}
              slotProps={{
                toolbar: { className: 'flex flex-wrap items-center gap-3' },
                selectLabel: { className: 'm-0' },
                displayedRows: { className: 'm-0' },
                spacer: { className: 'flex-1' },
                actions: {
                  className: 'flex gap-1',
                  slotProps: { backButton: pageButton, nextButton: pageButton },
                },
              }}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
