// Repeated timings reduced to median, min and max. Not run on its own: imported by the bench modules.

export interface Timing {
  median: number;
  min: number;
  max: number;
  /** Every sample, in the order it was taken, so a reader can see a warm-up effect or an outlier. */
  runs: number[];
  /** Samples that gave no value (a Lighthouse metric it could not compute), left out of the figures above. */
  missing?: number;
}

export function summarize(runs: number[]): Timing {
  if (runs.length === 0) throw new Error('No samples to summarize.');
  // A sample without a value (NaN) is counted, not sorted in: it would make the median and the range meaningless.
  const sorted = runs.filter(Number.isFinite).sort((a, b) => a - b);
  const missing = runs.length - sorted.length;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length === 0 ? Number.NaN : sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted[sorted.length - 1] ?? Number.NaN, runs, ...(missing ? { missing } : {}) };
}

/** Runs `sample` `count` times one after another and summarizes what it returns. */
export async function repeat(count: number, sample: (run: number) => Promise<number>): Promise<Timing> {
  const runs: number[] = [];
  for (let run = 0; run < count; run++) runs.push(await sample(run));
  return summarize(runs);
}
