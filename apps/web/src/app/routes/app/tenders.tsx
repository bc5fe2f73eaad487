import { useParams } from 'react-router';
import { DriverIdPicker } from '../../../features/drivers/components/driver-id-picker';
import { UnitPicker } from '../../../features/equipment/components/unit-picker';
import { TenderDetail } from '../../../features/tenders/components/tender-detail';
import { TendersPage } from '../../../features/tenders/components/tenders-page';

/** /tenders and /tenders/{tenderId | shipmentNumber}; the accept dialog's driver picker comes from the drivers feature. */
export function Component() {
  const { tenderKey } = useParams();
  return tenderKey ? <TenderDetail key={tenderKey} tenderKey={tenderKey} renderDriverPicker={(field) => <DriverIdPicker {...field} />} renderUnitPicker={(picker) => <UnitPicker {...picker} />} /> : <TendersPage />;
}
