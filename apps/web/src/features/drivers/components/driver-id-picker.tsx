import type { Driver } from '@portal/domain/drivers/driver-schemas';
import { useState } from 'react';
import { DriverPicker, driverName } from './driver-picker';

interface DriverIdPickerProps {
  /** The chosen driver's id, and the driver (name, licence expiry) for a form that warns about it. */
  onChange: (driverId: number | undefined, driver?: { id: number; name: string; licenseExpiresOn: string | null }) => void;
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
        onChange(chosen?.id, chosen ? { id: chosen.id, name: driverName(chosen), licenseExpiresOn: chosen.licenseExpiresOn } : undefined);
      }}
    />
  );
}
