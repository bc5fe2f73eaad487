import { LIST_MAX_DEPTH } from '@portal/domain/common/constants';

/**
 * Whether list items at these depths (1 = a top-level list) may be indented once more: nesting stops
 * at depth 6. Blocks that are not in a list (depth 0) do not limit it.
 */
export function canIndentListItems(depths: readonly number[], maxDepth: number = LIST_MAX_DEPTH): boolean {
  return depths.every((depth) => depth < maxDepth);
}
