/**
 * Stands in for `nprogress` (aliased by config/lazy-modules.ts): Rspress's Link imports the progress bar into every
 * page's first load, yet shows it only when a navigation takes longer than 200 ms. The bar loads when one starts.
 */
import type realProgressBar from 'nprogress';

type ProgressBar = typeof realProgressBar;
type Settings = Parameters<ProgressBar['configure']>[0];

let settings: Settings = {};
let running = false;
let loading: Promise<ProgressBar> | undefined;

const nprogress = {
  configure(options: Settings) {
    settings = { ...settings, ...options };
    return nprogress;
  },
  start() {
    running = true;
    loading ??= import('@lazy-original/nprogress').then(({ default: bar }) => bar.configure(settings));
    void loading.then((bar) => {
      if (running) bar.start();
    });
    return nprogress;
  },
  done() {
    running = false;
    void loading?.then((bar) => bar.done());
    return nprogress;
  },
};

export default nprogress;
