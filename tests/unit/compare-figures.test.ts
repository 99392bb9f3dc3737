// The build-time figures that the why-rspress pages and BENCHMARKS.md quote are the ones bench/compare.json holds,
// rendered by the code that `npm run bench:compare` writes them with: a figure edited by hand, or a JSON from a new
// run without its tables, fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { betweenMarkers, readCompareResults, renderCompareTable, ROOT, type Target, TARGETS } from '../../scripts/bench/compare-report';

describe('generator comparison figures', () => {
  test('bench/compare.json names the versions, the machine, the date and every sample', () => {
    const results = readCompareResults();
    expect(results.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(results.machine.cores).toBeGreaterThan(0);
    expect(results.generators.map(({ name }) => name).slice(0, 2)).toEqual(['Rspress', 'VitePress']);
    for (const { version, cold } of results.generators) {
      expect(version).toMatch(/^\d+\.\d+\.\d+/);
      expect(cold.runs).toHaveLength(results.runs);
    }
  });

  for (const target of Object.keys(TARGETS) as Target[]) {
    test(`${TARGETS[target].file} quotes the figures of bench/compare.json`, () => {
      const text = readFileSync(path.join(ROOT, TARGETS[target].file), 'utf8');
      expect(betweenMarkers(target, text).inside.trim()).toBe(renderCompareTable(readCompareResults(), target));
    });
  }
});
