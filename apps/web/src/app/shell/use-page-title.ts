import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../components/brand-mark';
import { useRouteHandle } from '../../lib/route-handle';

/** The page title derived from the path (the matched route's handle), in the portal's language, also put in the tab title. */
export function usePageTitle(): string {
  const title = useRouteHandle()?.title ?? '';
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  return title;
}
