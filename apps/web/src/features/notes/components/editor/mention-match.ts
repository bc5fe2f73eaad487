import { MENTION_QUERY_MAX_LENGTH, MENTION_TRIGGER } from '@portal/domain/common/constants';

/** Characters that end a mention query (punctuation and white space), as in Lexical's mention example. */
const PUNCTUATION = '\\.,\\+\\*\\?\\$\\@\\|#{}\\(\\)\\^\\-\\[\\]\\\\/!%\'"~=<>_:;';
const TRIGGER = MENTION_TRIGGER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const VALID_CHAR = `[^${TRIGGER}${PUNCTUATION}\\s]`;

/** '@' at the start or after a space or '(', then up to 75 name characters, right before the caret. */
const MENTION_AT_CARET = new RegExp(`(^|\\s|\\()(${TRIGGER}((?:${VALID_CHAR}){0,${MENTION_QUERY_MAX_LENGTH}}))$`);

export interface MentionMatch {
  /** Where the '@' is in the text. */
  leadOffset: number;
  /** What follows the '@': the search query. */
  matchingString: string;
  /** The '@' and the query, replaced by the mention. */
  replaceableString: string;
}

/** The mention being typed at the end of the text before the caret, or null. */
export function matchMention(textBeforeCaret: string): MentionMatch | null {
  const match = MENTION_AT_CARET.exec(textBeforeCaret);
  if (!match) return null;
  const leading = match[1];
  return { leadOffset: match.index + leading.length, matchingString: match[3], replaceableString: match[2] };
}
