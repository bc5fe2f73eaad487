import { Navigate, useLocation, useParams } from 'react-router';
import { CASE_PREVIEW_TABS, paths, type CasePreviewTab } from '../../../config/paths';
import { CasePreviewPage } from '../../../features/cases/components/case-preview-page';
import { CasesListPage } from '../../../features/cases/components/cases-list-page';
import { casePanels } from './case-panels';

/**
 * The cases area: /cases (the list) and /cases/{caseNumber}/preview[/notes|documents|history].
 * /preview alone opens the notes; /preview/docuents is redirected by the router.
 */
export function Component() {
  const { caseNumber } = useParams();
  const { pathname } = useLocation();
  if (!caseNumber) return <CasesListPage renderUpload={casePanels.upload} />;

  const last = decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  const tab = (CASE_PREVIEW_TABS as readonly string[]).includes(last) ? (last as CasePreviewTab) : null;
  if (!tab) return <Navigate to={paths.cases.previewTab.getHref(caseNumber, 'notes')} replace />;
  return <CasePreviewPage key={caseNumber} caseNumber={caseNumber} tab={tab} panels={casePanels} />;
}
