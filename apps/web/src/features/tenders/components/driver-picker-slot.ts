import type { ReactNode } from 'react';

/**
 * The driver picker a page composes into the accept dialog (the drivers feature owns it; a feature
 * does not import another): it reports the chosen driver's id, or undefined when cleared.
 */
export type RenderDriverPicker = (field: { onChange: (driverId: number | undefined) => void }) => ReactNode;
