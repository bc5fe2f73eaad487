import type { Driver } from '@portal/domain/drivers/driver-schemas';
import { useState } from 'react';
import { DriverPicker } from './driver-picker';

interface DriverIdPickerProps {
  onChange: (driverId: number | undefined) => void;
  label?: string;
  helperText?: string;
}

/** The driver picker for a form that keeps only the driver's id (a page passes it into the tender dialog). */
export function DriverIdPicker({ onChange, ...props }: DriverIdPickerProps) {
  const [driver, setDriver] = useState<Driver | null>(null);
  return (
    <DriverPicker
      {...props}
      value={driver}
      onChange={(chosen) => {
        setDriver(chosen);
        onChange(chosen?.id);
      }}
    />
  );
}
