import { type RefObject, useEffect } from 'react';

// The user is typing or choosing somewhere: a result arriving must not pull the focus away.
function userIsBusy(): boolean {
  const el = document.activeElement;
  return (
    el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
  );
}

/**
 * Moves focus (and the view, on a phone the result sits below the drop zone) to `ref` when `arrived`
 * turns true: a verdict, a repair outcome, a conversion. The element needs tabIndex -1.
 */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>, arrived: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!arrived || !el || userIsBusy()) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [ref, arrived]);
}
