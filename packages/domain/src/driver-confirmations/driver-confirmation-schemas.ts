import { z } from 'zod';

/** The longest name and truck number a driver may type. */
export const CONFIRMED_NAME_MAX_LENGTH = 100;
export const TRUCK_NUMBER_MAX_LENGTH = 30;

/** What the load's driver types on the phone before pickup. */
export const DriverConfirmationBodySchema = z.object({
  name: z.string().trim().min(1, 'Enter your full name').max(CONFIRMED_NAME_MAX_LENGTH, `At most ${CONFIRMED_NAME_MAX_LENGTH} characters`),
  truckNumber: z.string().trim().min(1, 'Enter the truck number').max(TRUCK_NUMBER_MAX_LENGTH, `At most ${TRUCK_NUMBER_MAX_LENGTH} characters`),
});
export type DriverConfirmationBody = z.input<typeof DriverConfirmationBodySchema>;

export const DriverConfirmationSchema = z.object({
  driverId: z.number().int(),
  /** The assigned driver's name on file, beside the name they typed. */
  driverName: z.string(),
  confirmedName: z.string(),
  truckNumber: z.string(),
  confirmedAt: z.string(),
});
export type DriverConfirmation = z.output<typeof DriverConfirmationSchema>;

/** A load's know-your-driver state: the current confirmation, if any, and whether one is overdue. */
export const DriverConfirmationStateSchema = z.object({
  data: z.object({
    shipmentId: z.number().int(),
    pickupAt: z.string().nullable(),
    confirmation: DriverConfirmationSchema.nullable(),
    /** No confirmation and pickup within two hours (or past). */
    due: z.boolean(),
    /** The caller is a driver assigned to the load, who may confirm. */
    canConfirm: z.boolean(),
  }),
});
export type DriverConfirmationState = z.output<typeof DriverConfirmationStateSchema>['data'];
