const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `dialog` while it is open, and gives focus back to `returnTo` when the returned
 * clean-up runs (the dialog closes) if focus would otherwise be lost.
 */
export function trapFocus(dialog: HTMLElement, returnTo: Element | null): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.tabIndex >= 0);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.shiftKey ? -1 : 1;
    items[(index + step + items.length) % items.length]?.focus();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    const active = document.activeElement;
    if ((!active || active === document.body || dialog.contains(active)) && returnTo instanceof HTMLElement && returnTo.isConnected) {
      returnTo.focus();
    }
  };
}
