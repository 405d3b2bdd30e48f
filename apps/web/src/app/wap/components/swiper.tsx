import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatCount } from '@/lib/format';

interface SwiperProps {
  slides: ReactNode[];
  /** names the region ("Featured", "Product pictures") */
  label: string;
  /** "Slide 2 of 5" */
  slideLabel: (n: string, total: string) => string;
  /** dots (banners) or a "2 / 5" counter (pictures) */
  indicator: 'dots' | 'counter';
  /** move on by itself every `autoPlayMs` (not while touched, focused, hidden or with reduced motion) */
  autoPlayMs?: number;
  className?: string;
  /** a slide to show (e.g. the picture of the chosen option) */
  showIndex?: number;
  /**
   * Render only the slides seen so far and the next one (the rest are empty boxes of the same size):
   * their pictures are not fetched during the page load, only when the visitor gets near them.
   */
  ahead?: number;
  testId?: string;
}

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Swipeable slides on native horizontal scrolling with scroll snapping: touch, trackpad and keyboard
 * (the track is focusable) all work, and right-to-left pages run the other way by themselves
 * (scrollLeft is negative there, hence the sign).
 */
export function Swiper({ slides, label, slideLabel, indicator, autoPlayMs, className, showIndex, testId, ahead }: SwiperProps) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [furthest, setFurthest] = useState(0);
  const count = slides.length;
  // the furthest slide reached so far (adjusted while rendering, no effect needed)
  const reached = Math.max(index, showIndex ?? 0);
  if (reached > furthest) setFurthest(reached);

  const go = (i: number, smooth = true) => {
    const el = track.current;
    if (!el) return;
    const sign = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollTo({ left: sign * i * el.clientWidth, behavior: smooth && !reducedMotion() ? 'smooth' : 'auto' });
  };

  const onScroll = () => {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    setIndex(Math.min(count - 1, Math.max(0, Math.round(Math.abs(el.scrollLeft) / el.clientWidth))));
  };

  useEffect(() => {
    if (!autoPlayMs || count < 2 || held || reducedMotion()) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') go((index + 1) % count);
    }, autoPlayMs);
    return () => window.clearInterval(id);
  }, [autoPlayMs, count, held, index]);

  useEffect(() => {
    if (showIndex !== undefined && showIndex >= 0) go(showIndex);
  }, [showIndex]);

  const total = formatCount(count);
  return (
    <section
      className={`swiper ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      onPointerDown={() => setHeld(true)}
      onPointerUp={() => setHeld(false)}
      onPointerCancel={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <ul ref={track} className="swiper__track" onScroll={onScroll} tabIndex={count > 1 ? 0 : undefined} aria-label={label}>
        {slides.map((s, i) => (
          <li key={i} className="swiper__slide" aria-roledescription="slide" aria-label={slideLabel(formatCount(i + 1), total)}>
            {ahead === undefined || i <= furthest + ahead ? s : null}
          </li>
        ))}
      </ul>
      {count > 1 && indicator === 'counter' ? (
        <span className="swiper__counter" aria-hidden="true">
          <bdi dir="ltr">
            {formatCount(index + 1)} / {total}
          </bdi>
        </span>
      ) : null}
      {count > 1 && indicator === 'dots' ? (
        <div className="swiper__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={`swiper__dot${i === index ? ' is-active' : ''}`}
              aria-label={slideLabel(formatCount(i + 1), total)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
