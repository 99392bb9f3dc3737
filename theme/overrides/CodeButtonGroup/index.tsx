/**
 * CodeButtonGroup, the wrap and copy buttons of every code block, with its icons drawn by CSS (./index.css) instead
 * of inline SVG. The original (`eject-theme/components/CodeButtonGroup/`, index.tsx and CopyCodeButton.tsx) puts two
 * <svg> in each button, five <path> between them: 9 of the group's 12 elements, written into the HTML of every code
 * block and hydrated by React on every page (on /api/client-api/api-components, 87 blocks: 783 elements of the 4,081
 * React owns in the content). Here each button draws its two icons as ::before and ::after, with the original's
 * classes, names and timings: wrap toggles the block's wrapping, copy copies the block's text less line numbers and
 * `.rp-copy-ignore`, and shows its success icon for 2 s. CodeBlock imports CodeButtonGroup through
 * `@rspress/core/theme`, so this replaces it everywhere.
 * Upstream: packages/core/src/theme/components/CodeButtonGroup/ at upstream HEAD c4e9404 still renders the SVGs.
 */
import { useI18n } from '@rspress/core/runtime';
import { type CodeButtonGroupProps, copyToClipboard, getCopyableText } from '@rspress/core/theme-original';
import { type RefObject, useRef } from 'react';
import '@rspress/core/dist/theme/components/CodeButtonGroup/index.css';
import '@rspress/core/dist/theme/components/CodeButtonGroup/CopyCodeButton.css';
import './index.css';

const COPIED_CLASS = 'rp-code-copy-button--copied';
const COPIED_MS = 2000;
const copiedTimeouts = new Map<HTMLElement, ReturnType<typeof setTimeout>>();

async function copyCode(block: HTMLElement | null, button: HTMLButtonElement | null): Promise<void> {
  if (!block) return;
  const text = getCopyableText(block, { ignoreClasses: ['linenumber'], ignoreSelectors: ['.rp-copy-ignore'] });
  if (!(await copyToClipboard(text)) || !button) return;
  button.classList.add(COPIED_CLASS);
  clearTimeout(copiedTimeouts.get(button));
  copiedTimeouts.set(
    button,
    setTimeout(() => {
      button.classList.remove(COPIED_CLASS);
      button.blur();
      copiedTimeouts.delete(button);
    }, COPIED_MS),
  );
}

function CopyCodeButton({ codeBlockRef }: { codeBlockRef: RefObject<HTMLElement | null> }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const t = useI18n();
  return (
    <button
      type="button"
      className="rp-code-button-group__button rp-code-copy-button"
      onClick={() => void copyCode(codeBlockRef.current, buttonRef.current)}
      ref={buttonRef}
      title={t('codeButtonGroupCopyButtonText')}
    />
  );
}

export function CodeButtonGroup({ wrapCode, toggleWrapCode, copyElementRef, showWrapCodeButton = true, showCopyButton = true }: CodeButtonGroupProps) {
  const t = useI18n();
  return (
    <div className="rp-code-button-group">
      {showWrapCodeButton && (
        <button
          type="button"
          className={`rp-code-button-group__button rp-code-wrap-button${wrapCode ? ' rp-code-wrap-button--wrapped' : ''}`}
          onClick={toggleWrapCode}
          title={t('codeButtonGroupWrapButtonText')}
          aria-label={t('codeButtonGroupWrapButtonText')}
        />
      )}
      {showCopyButton && <CopyCodeButton codeBlockRef={copyElementRef} />}
    </div>
  );
}
