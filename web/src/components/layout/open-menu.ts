// What the phone menu does while it is open (components/layout/site-header.tsx): the
// focus on its first item, Tab kept inside it, closed on Escape (the focus back to the
// toggle), on a press outside its list and when the window grows to desktop. Loaded with
// the menu's first opening, not with the page: the first paint never needs it.
import { theme } from '../../styles/theme';

/** Starts the open menu's behaviour; returns what stops it. */
export function openMenu(
  list: HTMLUListElement | null,
  toggle: HTMLButtonElement | null,
  close: () => void,
): () => void {
  list?.querySelector<HTMLElement>('a')?.focus();

  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node;
    if (list?.contains(target) || toggle?.contains(target)) return;
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      close();
      toggle?.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    // The open menu covers the page: Tab cycles through the toggle and the items.
    const stops = [toggle, ...(list?.querySelectorAll<HTMLElement>('a') ?? [])].filter(
      (element): element is HTMLElement => element !== null,
    );
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const desktop = window.matchMedia?.(`(min-width: ${theme.breakpoints.md})`);
  const onDesktop = (event: MediaQueryListEvent) => {
    if (event.matches) close();
  };
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onKeyDown);
  desktop?.addEventListener('change', onDesktop);
  return () => {
    document.removeEventListener('pointerdown', onPointerDown);
    document.removeEventListener('keydown', onKeyDown);
    desktop?.removeEventListener('change', onDesktop);
  };
}
