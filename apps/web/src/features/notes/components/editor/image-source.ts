import { isLocalFileSource } from '@portal/domain/notes/note-rules';

/**
 * Images whose source only exists on the author's machine or in this page (file:, blob:) would be
 * broken for everyone else: they are dropped when content is imported or pasted.
 */
export function isLocalImageSource(src: string | null | undefined): boolean {
  return isLocalFileSource(src) || (!!src && /^blob:/i.test(src.trim()));
}
