// True once the window is scrolled more than `threshold` px (header colour, hero height).
// False on the first render, as on the server (the page is hydrated from the server's
// HTML); the real position is read in the next frame, not in the effect itself: read
// while the page hydrates, it made the browser lay out the whole page there and then.
import { useEffect, useState } from 'react';

export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    frame = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return past;
}
