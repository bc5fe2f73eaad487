import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { CarrierCompliancePage } from '../../../features/compliance/components/carrier-compliance-page';
import { OpenSignals } from '../../../features/risk/components/open-signals';

/** /compliance/carriers/:carrierId: one carrier's compliance record (the brokerage), with its open fraud signals above it. */
export function Component() {
  const carrierId = Number(useParams().carrierId);
  return (
    <>
      {Number.isInteger(carrierId) && carrierId > 0 && (
        <Box sx={{ px: { xs: 2, md: 3 }, pt: 2 }}>
          <OpenSignals carrierId={carrierId} />
        </Box>
      )}
      <CarrierCompliancePage />
    </>
  );
}
