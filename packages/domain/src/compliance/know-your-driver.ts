/** How long before pickup a load's driver must have confirmed who they are and which truck they are in. */
export const DRIVER_CONFIRMATION_WINDOW_MS = 2 * 60 * 60 * 1000;

/**
 * Whether a load still waits for its driver's confirmation and the time to pickup makes it urgent:
 * no confirmation yet and pickup within the window (or already past it, the truck not proven yet).
 */
export function driverConfirmationDue(pickupAt: Date | null, confirmedAt: Date | null, now: Date): boolean {
  if (confirmedAt !== null || pickupAt === null) return false;
  return pickupAt.getTime() - now.getTime() <= DRIVER_CONFIRMATION_WINDOW_MS;
}
