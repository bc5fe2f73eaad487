import { lazy, Suspense, useEffect, useState } from 'react';
import { registerIdentityConfirmer } from '../../lib/api-client';
import { importWithReload } from '../../lib/lazy-import';

// Downloaded the first time a change asks for it, not with the frame.
const StepUpDialog = lazy(importWithReload(async () => ({ default: (await import('./step-up-dialog')).StepUpDialog })));

/** Keeps the "confirm it is you" dialog ready for the API client, and shows it when a change asks. */
export function StepUpHost() {
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null);
  useEffect(
    () =>
      registerIdentityConfirmer(
        () =>
          new Promise<boolean>((resolve) => {
            setPending(() => resolve);
          }),
      ),
    [],
  );
  if (!pending) return null;
  const settle = (confirmed: boolean) => {
    pending(confirmed);
    setPending(null);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog onDone={settle} />
    </Suspense>
  );
}
