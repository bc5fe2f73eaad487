import { useState } from 'react';

/**
 * True from the first render where `value` is true on: a part that is drawn only once opened (a
 * menu, a drawer, a dialog) is downloaded when first opened, then stays mounted so it can close
 * with its transition and open again at once.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
