/** Small statistics for benchmark figures. */

export function median(values: number[]): number {
  if (values.length === 0) {
    return Number.NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export type Budget = { max: number } | { min: number };

export interface Verdict {
  budget: string;
  ok: boolean;
}

/** Whether a figure meets its budget; a missing figure never does. */
export function judge(value: number | null, budget: Budget | undefined): Verdict {
  if (budget === undefined) {
    return { budget: '—', ok: true };
  }
  if ('max' in budget) {
    return {
      budget: `≤ ${budget.max}`,
      ok: value !== null && Number.isFinite(value) && value <= budget.max,
    };
  }
  return {
    budget: `≥ ${budget.min}`,
    ok: value !== null && Number.isFinite(value) && value >= budget.min,
  };
}
