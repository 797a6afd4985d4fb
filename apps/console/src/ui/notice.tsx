import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * The confirmation after a save ("Stok güncellendi."): one live region under the menu, so a
 * seller sees, and a screen reader says, that what was asked for was done. It clears itself, and
 * belongs to the page it was said on (a save that moves to another page says it there).
 */
const SHOWN_MS = 6_000;
let current: { text: string; page: string } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function notify(text: string): void {
  const shown = { text, page: window.location.pathname };
  current = shown;
  emit();
  setTimeout(() => {
    if (current !== shown) return;
    current = null;
    emit();
  }, SHOWN_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function NoticeRegion() {
  const notice = useSyncExternalStore(subscribe, () => current);
  useLocation(); // drawn again on every move, to leave a notice behind on its own page
  return (
    <p role="status" className="notice-region" data-testid="notice">
      {notice && notice.page === window.location.pathname ? notice.text : ''}
    </p>
  );
}
