import { describe, expect, test } from '@rstest/core';
import { summarize } from '../../scripts/bench/stats';

describe('bench summaries', () => {
  test('a run without a value (a Lighthouse metric it could not compute) is counted, not sorted into the figures', () => {
    expect(summarize([2171, Number.NaN, 1007])).toEqual({ median: 1589, min: 1007, max: 2171, runs: [2171, Number.NaN, 1007], missing: 1 });
    expect(summarize([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3, runs: [3, 1, 2] });
  });

  test('runs that all gave no value summarize to no value', () => {
    expect(summarize([Number.NaN, Number.NaN]).median).toBeNaN();
  });
});
