// The browser's `virtual-page-data` as config/slim-page-data.ts reshapes it (web-infra-dev/rspress#1102).
declare module 'virtual-page-data' {
  import type { PageIndexInfo } from '@rspress/core';

  export const pageData: { pages: PageIndexInfo[] };
  /** One locale's outlines by route path; empty in the Node builds, whose index keeps them. */
  export const outlineLoaders: Record<
    string,
    () => Promise<{ default: Record<string, { id: string; text: string; depth: number }[]> }>
  >;
}

// nprogress 0.2.0 ships no types; theme/lazy/nprogress.ts uses these three methods.
declare module 'nprogress' {
  interface ProgressBar {
    configure(options: { showSpinner?: boolean; [setting: string]: unknown }): ProgressBar;
    start(): ProgressBar;
    done(force?: boolean): ProgressBar;
  }
  const nprogress: ProgressBar;
  export default nprogress;
}

// The real packages behind the stand-ins of theme/lazy/ (config/lazy-modules.ts).
declare module '@lazy-original/nprogress' {
  export { default } from 'nprogress';
}
declare module '@lazy-original/medium-zoom' {
  export { default } from 'medium-zoom';
}
declare module '@lazy-original/qrcode.react' {
  export * from 'qrcode.react';
}

// @rspress/plugin-preview's global components behind the stand-ins of theme/lazy/preview/.
declare module '@lazy-original/preview-components/Preview' {
  const Preview: import('react').ComponentType<{ children: import('react').ReactNode[]; previewMode: string; demoId: string }>;
  export default Preview;
}
declare module '@lazy-original/preview-components/FixedDevice' {
  const FixedDevice: import('react').ComponentType;
  export default FixedDevice;
}
declare module '@lazy-original/preview-components/*.css';

// The real package behind theme/overrides/scroll-into-view-after-paint.ts (config/scroll-after-paint.ts).
declare module '@deferred-original/scroll-into-view-if-needed' {
  export { default } from 'scroll-into-view-if-needed';
}
