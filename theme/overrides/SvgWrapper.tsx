/**
 * SvgWrapper, with icons hidden from assistive technology unless given a name (IBM `svg_graphics_labelled`): every
 * icon of the theme sits beside its text or inside a control that carries the name. The original renders an inline
 * SVG string into a <span> that ignores every prop but the class, so that one case is rendered here.
 */
import { SvgWrapper as OriginalSvgWrapper, type SvgWrapperProps } from '@rspress/core/theme-original';

export function SvgWrapper({ icon, ...rest }: SvgWrapperProps) {
  if (typeof icon === 'string' && icon.trim().startsWith('<svg')) {
    return <span className={rest.className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon }} />;
  }
  return <OriginalSvgWrapper icon={icon} {...(rest['aria-label'] ? {} : { 'aria-hidden': true })} {...rest} />;
}
