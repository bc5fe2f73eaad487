import { useCallback, useEffect, useState } from 'react';

interface InViewOptions {
  /** The scrolling ancestor; the viewport when omitted or null. */
  root?: Element | null;
  /** Grows the root's box, so things count as in view before they scroll in ('200px 0px'). */
  rootMargin?: string;
  /** Stop observing (e.g. nothing more to load). */
  disabled?: boolean;
}

/**
 * Whether an element is in (or, with rootMargin, near) view: give the returned ref to the element.
 * Without IntersectionObserver (old browsers, jsdom) everything counts as in view, so lazy content
 * simply renders.
 */
export function useInView<E extends Element = HTMLDivElement>({ root = null, rootMargin = '0px', disabled = false }: InViewOptions = {}) {
  const [element, setElement] = useState<E | null>(null);
  const [inView, setInView] = useState(false);
  const ref = useCallback((node: E | null) => setElement(node), []);

  useEffect(() => {
    if (disabled || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)), { root, rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, root, rootMargin, disabled]);

  return [ref, inView && !disabled && !!element] as const;
}
