// The tables of the generator comparison (bench/compare.json), written by `npm run bench:compare` into
// docs/{en,zh}/guide/start/why-rspress.mdx and BENCHMARKS.md between their markers, and checked against the JSON by
// tests/unit/compare-figures.test.ts. Not run on its own.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Machine } from './machine';
import type { Timing } from './stats';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const COMPARE_JSON = path.join(ROOT, 'bench/compare.json');

export interface CompareResults {
  date: string;
  machine: Machine & { loadAverage: number[] };
  pages: number;
  runs: number;
  generators: { name: string; version: string; setup: string; htmlFiles: number; cold: Timing }[];
}

export type Target = 'en' | 'zh' | 'benchmarks';

/** The files that carry the table, each between `compare:start` and `compare:end` markers. */
export const TARGETS: Record<Target, { file: string; start: string; end: string }> = {
  en: { file: 'docs/en/guide/start/why-rspress.mdx', start: '{/* compare:start (written by npm run bench:compare) */}', end: '{/* compare:end */}' },
  zh: { file: 'docs/zh/guide/start/why-rspress.mdx', start: '{/* compare:start (written by npm run bench:compare) */}', end: '{/* compare:end */}' },
  benchmarks: { file: 'BENCHMARKS.md', start: '<!-- compare:start (written by npm run bench:compare) -->', end: '<!-- compare:end -->' },
};

const seconds = (ms: number) => (ms / 1000).toFixed(1);

export function renderCompareTable(results: CompareResults, target: Target): string {
  const { machine } = results;
  const day = results.date.slice(0, 10);
  const load = machine.loadAverage[0].toFixed(1);
  const rows = results.generators.map(
    ({ name, version, htmlFiles, cold }) =>
      `| ${name} ${version} | ${htmlFiles} | ${seconds(cold.median)} s | ${seconds(cold.min)} s | ${seconds(cold.max)} s |`,
  );
  const caption =
    target === 'zh'
      ? `${day}，${results.pages} 个生成的 Markdown 页面，每个工具冷构建 ${results.runs} 次；机器：${machine.cpu}，${machine.cores} 核，${machine.memoryGiB} GiB 内存，Node ${machine.node}，${machine.os}，开始时 1 分钟平均负载 ${load}。`
      : `${day}, ${results.pages} generated Markdown pages, ${results.runs} cold builds with each tool; machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.os}, 1-minute load average ${load} at the start.`;
  const header =
    target === 'zh'
      ? '| 工具 | 生成的 HTML 文件 | 中位数 | 最快 | 最慢 |\n| --- | --- | --- | --- | --- |'
      : '| Tool | HTML files written | Median | Min | Max |\n| --- | --- | --- | --- | --- |';
  return `${caption}\n\n${header}\n${rows.join('\n')}`;
}

export const readCompareResults = (): CompareResults => JSON.parse(readFileSync(COMPARE_JSON, 'utf8'));

/** The text of a target between its markers; fails with the file's name when a marker is missing. */
export function betweenMarkers(target: Target, text: string): { before: string; inside: string; after: string } {
  const { file, start, end } = TARGETS[target];
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${file}: missing the markers ${start} … ${end}`);
  return { before: text.slice(0, from + start.length), inside: text.slice(from + start.length, to), after: text.slice(to) };
}

export function writeCompareTables(results: CompareResults): void {
  for (const target of Object.keys(TARGETS) as Target[]) {
    const file = path.join(ROOT, TARGETS[target].file);
    const { before, after } = betweenMarkers(target, readFileSync(file, 'utf8'));
    writeFileSync(file, `${before}\n\n${renderCompareTable(results, target)}\n\n${after}`);
  }
}
