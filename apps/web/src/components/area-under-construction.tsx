import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useRouteHandle } from '../lib/route-handle';
import { CenteredMessage } from './centered-message';

interface AreaUnderConstructionProps {
  /** Defaults to the matched route's handle. */
  title?: string;
  description?: string;
}

export const AREA_UNDER_CONSTRUCTION = 'This area is being built';

/**
 * The honest placeholder of a route whose page is not built yet: the page title, and one line on
 * what it will hold. Each area's route module replaces it with the real page.
 */
export function AreaUnderConstruction({ title, description }: AreaUnderConstructionProps) {
  const handle = useRouteHandle();
  const pageTitle = title ?? handle?.title ?? '';
  const text = description ?? handle?.description;
  return (
    <CenteredMessage
      testId="area-under-construction"
      icon={<ConstructionOutlined />}
      eyebrow={pageTitle}
      title={AREA_UNDER_CONSTRUCTION}
      description={text}
    />
  );
}
