const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Makes `panel` a labelled dialog that keeps Tab inside it (and inside `toggle`, the button that
 * opened it, when that stays on screen) and gives focus back to `returnTo` once it closes.
 * `onEscape` is for panels whose original does not close on Escape. Returns the clean-up.
 */
export function holdFocus(
  panel: HTMLElement,
  { label, returnTo, toggle, onEscape }: { label: string; returnTo: Element | null; toggle?: HTMLElement; onEscape?: () => void },
): () => void {
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', label);
  // A panel with its toggle in the cycle is a disclosure, not modal: the toggle outside stays reachable.
  if (!toggle) panel.setAttribute('aria-modal', 'true');
  const focusables = () => [
    ...(toggle ? [toggle] : []),
    ...[...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.tabIndex >= 0 && element.checkVisibility({ checkVisibilityCSS: true }),
    ),
  ];
  if (!panel.contains(document.activeElement)) (toggle ? focusables()[1] : focusables()[0])?.focus();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onEscape) {
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab and Shift+Tab walk the items in a cycle.
    event.preventDefault();
    const items = focusables();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.shiftKey ? -1 : 1;
    const next = index === -1 ? (event.shiftKey ? items.length - 1 : 0) : (index + step + items.length) % items.length;
    items[next]?.focus();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    const active = document.activeElement;
    const focusLost = !active || active === document.body || panel.contains(active);
    if (focusLost && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
  };
}
