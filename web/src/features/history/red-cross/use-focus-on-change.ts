// Moves focus to an element whenever `key` changes after the first render (a new
// chapter, question or screen), so keyboard and screen-reader users follow the
// path. Comparing keys, not counting renders, keeps StrictMode's double effects harmless.
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusOnChange(key: string, target: RefObject<HTMLElement | null>): void {
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    target.current?.focus();
  }, [key, target]);
}
