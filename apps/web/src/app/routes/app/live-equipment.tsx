import { AreaUnderConstruction } from '../../../components/area-under-construction';

/**
 * Every page of this area, until it is built: the route's handle (app/router.tsx) gives the title
 * and what the page will hold. Replace this module with the area's pages.
 */
export function Component() {
  return <AreaUnderConstruction />;
}
