/**
 * Stands in for `qrcode.react` (aliased by config/lazy-modules.ts): @rspress/plugin-preview's demo toolbar imports it
 * into every page's first load, yet draws a QR code only when a reader opens its popup on a demo page.
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import type { QRCodeSVG as QRCodeSVGType } from 'qrcode.react';

const LazyQRCodeSVG = lazy(() => import('@lazy-original/qrcode.react').then(({ QRCodeSVG }) => ({ default: QRCodeSVG })));

export function QRCodeSVG(props: ComponentProps<typeof QRCodeSVGType>) {
  return (
    <Suspense fallback={null}>
      <LazyQRCodeSVG {...props} />
    </Suspense>
  );
}
