import { constants as zlibConstants, inflateSync } from 'node:zlib';

/**
 * The texts a pdf-lib document draws: each content stream inflated, its hex and literal strings
 * decoded, one per line. Sync flush tolerates the trailing line break the stream markers leave.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const chunk = bytes.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(chunk, { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString('latin1');
    } catch {
      content = chunk.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(hex[1], 'hex').toString('latin1'));
    for (const literal of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) parts.push(literal[1]);
    // Past the whole marker: 'endstream' itself ends in 'stream', which would start a bogus match.
    streamPattern.lastIndex = end + 'endstream'.length;
  }
  return parts.join('\n');
}
