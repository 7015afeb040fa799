// Locks page scroll while `locked` (menu or modal open). Nested locks are counted so
// that closing a modal over the open menu keeps the page locked.
import { useEffect } from 'react';

let locks = 0;

export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    locks += 1;
    document.body.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.body.classList.remove('scroll-locked');
    };
  }, [locked]);
}
