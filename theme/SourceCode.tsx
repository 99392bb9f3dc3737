import { useI18n } from '@rspress/core/runtime';
import { IconGithub, IconGitlab, type SourceCodeProps } from '@rspress/core/theme-original';
import { SvgWrapper } from './overrides/SvgWrapper';
// The original component's stylesheet: with the original no longer rendered, the bundler drops its import.
import '@rspress/core/dist/theme/components/SourceCode/index.css';

/**
 * The default theme's SourceCode with `rel="noopener noreferrer"` on its link: in 2.0.22 it opens a new tab
 * with no rel, which lets the opened page reach back through window.opener and see the referring URL.
 * Same markup and classes otherwise, so the theme's styles apply unchanged.
 */
export function SourceCode({ href, platform = 'github' }: SourceCodeProps) {
  const t = useI18n();
  return (
    <div className="rp-not-doc rp-source-code">
      <a href={href} target="_blank" rel="noopener noreferrer" className="rp-source-code__link">
        <span className="rp-source-code__icon">
          <SvgWrapper icon={platform === 'gitlab' ? IconGitlab : IconGithub} />
        </span>
        <span className="rp-source-code__text">{t('sourceCodeText')}</span>
      </a>
    </div>
  );
}
