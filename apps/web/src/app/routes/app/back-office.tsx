import { Navigate, useParams } from 'react-router';
import { BACK_OFFICE_SECTIONS, paths, type BackOfficeSection } from '../../../config/paths';
import { BackOfficePage } from '../../../features/back-office/components/back-office-page';

const isSection = (value: string | undefined): value is BackOfficeSection => (BACK_OFFICE_SECTIONS as readonly string[]).includes(value ?? '');

/** /back-office opens the loads needing attention; /back-office/{section} are its sections. */
export function Component() {
  const { section } = useParams();
  if (isSection(section)) return <BackOfficePage section={section} />;
  if (section === undefined) return <Navigate to={paths.backOffice.section.getHref('attention')} replace />;
  return <Navigate to={paths.notFound.getHref()} replace />;
}
