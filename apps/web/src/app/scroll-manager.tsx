import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { STORAGE_KEYS, readString, writeString } from '@/lib/storage';

const HOME = '/index';

/**
 * Scroll to the top on every navigation, except /index, which gets back the position it was
 * left at (saved locally under `scroll`).
 */
export function ScrollManager() {
  const { pathname, key } = useLocation();

  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    if (pathname !== HOME) {
      window.scrollTo(0, 0);
      return;
    }
    const target = Number(readString(STORAGE_KEYS.scroll)) || 0;
    let saveFrame = 0;
    const save = () => {
      if (saveFrame) return;
      saveFrame = window.requestAnimationFrame(() => {
        saveFrame = 0;
        writeString(STORAGE_KEYS.scroll, String(Math.round(window.scrollY)));
      });
    };
    let frame = 0;
    let tries = 0;
    // Lazy content may not be tall enough yet: retry for a short while, then start recording
    // (only scrolling after the restore counts).
    const restore = () => {
      frame = 0;
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 2 && tries++ < 30) frame = window.requestAnimationFrame(restore);
      else window.addEventListener('scroll', save, { passive: true });
    };
    restore();
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      if (saveFrame) window.cancelAnimationFrame(saveFrame);
      window.removeEventListener('scroll', save);
    };
  }, [pathname, key]);

  return null;
}
