import { displayName } from '@portal/domain/common/enum';
import { FILE_TYPES } from '@portal/domain/documents/file-type';

/** 'Proof of Delivery' for 1; a readable stand-in for codes the domain does not list. */
export function fileTypeName(code: number): string {
  return displayName(FILE_TYPES, code) ?? `File type ${code}`;
}
