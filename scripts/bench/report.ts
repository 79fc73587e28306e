/** The benchmark table: every figure beside its budget. */
import { judge, type Budget } from './stats';

export interface Row {
  section: string;
  figure: string;
  value: number | null;
  unit: string;
  budget?: Budget;
}

export interface JudgedRow extends Row {
  budgetText: string;
  ok: boolean;
}

export function judgeRows(rows: Row[]): JudgedRow[] {
  return rows.map((row) => {
    const verdict = judge(row.value, row.budget);
    return { ...row, budgetText: verdict.budget, ok: verdict.ok };
  });
}

function format(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return 'n/a';
  return Math.abs(value) >= 100 || Number.isInteger(value)
    ? value.toFixed(0)
    : value.toFixed(value < 1 ? 3 : 1);
}

export function renderTable(rows: JudgedRow[]): string {
  const header = ['Section', 'Figure', 'Value', 'Budget', ''];
  const lines = rows.map((row) => [
    row.section,
    row.figure,
    `${format(row.value)} ${row.unit}`.trim(),
    row.budgetText,
    row.budget ? (row.ok ? 'ok' : 'OVER') : '',
  ]);
  const widths = header.map((_, column) =>
    Math.max(header[column].length, ...lines.map((line) => line[column].length)),
  );
  const render = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [
    render(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...lines.map(render),
  ].join('\n');
}
