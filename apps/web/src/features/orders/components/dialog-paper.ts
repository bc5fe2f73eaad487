/** A wide dialog on a phone keeps an 8 px margin instead of 32, so its fields and labels have room. */
export const PHONE_PAPER = { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } as const;
