import { iso, isoRequired } from '@portal/domain/common/iso';
import { NOTICE_STATUS_LABELS, routesPayments, type NoticeStatus } from '@portal/domain/notices-of-assignment/notice-rules';
import type { Notice } from '@portal/domain/notices-of-assignment/notice-schemas';
import type { Caller } from '../../lib/caller';
import type { NoticeRow } from './notices-of-assignment.repository';

/**
 * A notice as its reader sees it. The signed PDFs are documents of the factoring company: the
 * factor and the brokerage open them; the carrier sees the notice but not the factor's paperwork.
 */
export function noticeView(row: NoticeRow, caller: Caller): Notice {
  const opensDocuments = caller.isBrokerage || caller.companyId === row.factoring_company_id;
  const status = row.status as NoticeStatus;
  return {
    id: row.id,
    carrier: { id: row.carrier_id, name: row.carrier_name, mcNumber: row.carrier_mc_number, dotNumber: row.carrier_dot_number },
    factoringCompany: { id: row.factoring_company_id, name: row.factoring_company_name },
    status,
    statusLabel: NOTICE_STATUS_LABELS[status],
    effectiveOn: row.effective_on,
    documentId: opensDocuments ? row.document_id : null,
    filedBy: row.filed_by_name,
    filedAt: isoRequired(row.filed_at),
    decidedBy: row.decided_by_name,
    decidedAt: iso(row.decided_at),
    rejectReason: row.reject_reason,
    release:
      row.release_effective_on === null
        ? null
        : {
            effectiveOn: row.release_effective_on,
            documentId: opensDocuments ? row.release_document_id : null,
            filedBy: row.release_filed_by_name,
            filedAt: iso(row.release_filed_at),
            decidedBy: row.release_decided_by_name,
            decidedAt: iso(row.release_decided_at),
            rejectReason: row.release_reject_reason,
          },
    routesPayments: routesPayments(status),
  };
}
