import { codeOf, displayName } from '@portal/domain/common/enum';
import { FILE_TYPES, FileType } from '@portal/domain/documents/file-type';
import { badRequest } from '../../lib/problem';
import { DOCUMENT_MESSAGES } from '@portal/domain/documents/document-messages';

/** File types people upload (the spec: "file types seen"); the server makes the others. */
export const UPLOADABLE_FILE_TYPES: readonly number[] = [FileType.ProofOfDelivery, FileType.ShipmentMiscellaneous, FileType.ApInvoice, FileType.ThirdParty];

/** 'Proof of Delivery' for 1; a readable stand-in for codes the domain does not list. */
export function fileTypeName(code: number): string {
  return displayName(FILE_TYPES, code) ?? `File type ${code}`;
}

/** A file type code from a code or a name; undefined when it names no known type. */
export function resolveFileType(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return FILE_TYPES.some((t) => t.code === value) ? value : undefined;
  if (/^\d+$/.test(value)) return resolveFileType(Number(value));
  return codeOf(FILE_TYPES, value);
}

/** The code of a file type the request names, or a 400 naming the field. */
export function requireFileType(value: string | number): number {
  const code = resolveFileType(value);
  if (code === undefined) throw badRequest(DOCUMENT_MESSAGES.unknownFileType({ fileType: JSON.stringify(value) }), { fileType: [DOCUMENT_MESSAGES.unknownFileTypeField] });
  return code;
}
