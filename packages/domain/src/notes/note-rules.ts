/** Zero-width characters editors leave behind; they do not make a note non-blank. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Whether the editor's plain text holds anything but whitespace (non-breaking spaces count as whitespace). */
export function hasNoteText(text: string | null | undefined): boolean {
  return !!text && text.replace(INVISIBLE, '').trim() !== '';
}

/** Send or Update is enabled once the editor holds non-blank text, and not while a save runs. */
export function isNoteSendable(text: string | null | undefined, saving: boolean): boolean {
  return hasNoteText(text) && !saving;
}

/** Image nodes whose source is a local file are dropped when HTML is imported into the editor. */
export function isLocalFileSource(src: string | null | undefined): boolean {
  return !!src && /^file:/i.test(src.trim());
}
