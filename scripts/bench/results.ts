// The shape of bench/results.json. Not run on its own: imported by the bench modules.
import type { BuildFigures } from './builds';
import type { Growth } from '../lib/growth';
import type { DevFigures } from './dev';
import type { LighthouseFigures } from './lighthouse';
import type { Machine } from './machine';
import type { OutputSize } from './output-size';
import type { PageWeight } from './page-weight';
import type { SearchEngineFigures } from './search-engine';
import type { SearchPaintFigures } from './search-paint';

export interface BenchResults {
  date: string;
  machine: Machine & { loadAverage: number[] };
  /** What the bench found about Rsbuild's persistent cache in the installed Rspress. */
  persistentCache: string;
  builds?: BuildFigures;
  dev?: DevFigures;
  /** The doc page's first load at today's size and with synthetic pages added (scripts/lib/growth.ts). */
  growth?: Growth;
  output: OutputSize;
  pageWeights: PageWeight[];
  lighthouse: LighthouseFigures[];
  /** Local search: engine index build and query times in Node, keystroke to results painted in Chromium. */
  search?: { engine: SearchEngineFigures[]; paint: SearchPaintFigures[] };
  /** The output of `npm run bench:nginx`, when package.json has that script. */
  nginx?: { exitCode: number; output: string };
}
