// Repeated timings reduced to median, min and max. Not run on its own: imported by the bench modules.

export interface Timing {
  median: number;
  min: number;
  max: number;
  /** Every sample, in the order it was taken, so a reader can see a warm-up effect or an outlier. */
  runs: number[];
}

export function summarize(runs: number[]): Timing {
  if (runs.length === 0) throw new Error('No samples to summarize.');
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs };
}

/** Runs `sample` `count` times one after another and summarizes what it returns. */
export async function repeat(count: number, sample: (run: number) => Promise<number>): Promise<Timing> {
  const runs: number[] = [];
  for (let run = 0; run < count; run++) runs.push(await sample(run));
  return summarize(runs);
}
