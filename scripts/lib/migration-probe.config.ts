// The config `check:migration` builds its convention fixtures with, in Rspress 1.x and 2: a plugin records the
// routes (routeGenerated) and the generated sidebar (beforeBuild, after the auto sidebar ran) into the JSON file
// at MIGRATION_PROBE_OUT, and ends the process once it has both, before any bundling. No import: both
// versions load it as it is.
import { writeFileSync } from 'node:fs';

interface Probe {
  routes?: { routePath: string; relativePath: string }[];
  sidebar?: unknown;
}

const probe: Probe = {};

function record(): void {
  const out = process.env.MIGRATION_PROBE_OUT;
  if (!out) throw new Error('migration-probe.config.ts: set MIGRATION_PROBE_OUT to the JSON file to write');
  writeFileSync(out, JSON.stringify(probe));
  if (probe.routes && probe.sidebar !== undefined) process.exit(0);
}

export default {
  plugins: [
    {
      name: 'migration-probe',
      routeGenerated(routes: { routePath: string; relativePath: string }[]) {
        probe.routes = routes.map(({ routePath, relativePath }) => ({ routePath, relativePath }));
        record();
      },
      beforeBuild(config: { themeConfig?: { sidebar?: unknown } }) {
        probe.sidebar = config.themeConfig?.sidebar ?? null;
        record();
      },
    },
  ],
};
