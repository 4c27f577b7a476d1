/** The p-th percentile (0..100) of some numbers, nearest rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function fixed(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `inputs` with at most `parallel` at once, in order of start. */
export async function runPool<T>(
  inputs: readonly T[],
  parallel: number,
  work: (input: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const input = inputs[next] as T;
      next += 1;
      await work(input);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, inputs.length)) }, worker));
}
