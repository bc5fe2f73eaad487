import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $generateNodesFromDOM } from '@lexical/html';
import { $getListDepth, $isListItemNode, $isListNode } from '@lexical/list';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import {
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_EDITOR,
  INDENT_CONTENT_COMMAND,
  KEY_TAB_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { useEffect, useEffectEvent } from 'react';
import { ImageNode } from './image-node';
import { isLocalImageSource } from './image-source';
import { canIndentListItems } from './list-depth';

function $listDepthOf(node: LexicalNode): number {
  const item = $isListItemNode(node) ? node : $findMatchingParent(node, $isListItemNode);
  const list = item?.getParent();
  return $isListNode(list) ? $getListDepth(list) : 0;
}

function $selectionInList(): boolean {
  const selection = $getSelection();
  return $isRangeSelection(selection) && selection.getNodes().some((node) => $listDepthOf(node) > 0);
}

/**
 * Lists nest at most six deep: an indent that would go deeper is swallowed. Tab and
 * Shift+Tab indent and outdent inside lists; elsewhere Tab keeps moving focus.
 */
export function ListDepthPlugin({ maxDepth }: { maxDepth: number }) {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          INDENT_CONTENT_COMMAND,
          () => {
            const selection = $getSelection();
            if (!$isRangeSelection(selection)) return false;
            const depths = selection.getNodes().map($listDepthOf);
            return !canIndentListItems(depths, maxDepth);
          },
          COMMAND_PRIORITY_CRITICAL,
        ),
        editor.registerCommand(
          KEY_TAB_COMMAND,
          (event) => {
            if (!$selectionInList()) return false;
            event.preventDefault();
            return editor.dispatchCommand(event.shiftKey ? OUTDENT_CONTENT_COMMAND : INDENT_CONTENT_COMMAND, undefined);
          },
          COMMAND_PRIORITY_EDITOR,
        ),
      ),
    [editor, maxDepth],
  );
  return null;
}

/** Images with local file sources never stay in the note, whichever way they came in (HTML, JSON, paste). */
export function LocalImagesPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerNodeTransform(ImageNode, (node) => {
        if (isLocalImageSource(node.getSrc())) node.remove();
      }),
    [editor],
  );
  return null;
}

/** The note's saved state as JSON text or object, if the editor can read it. */
function parseNoteJson(editor: LexicalEditor, noteJSON: unknown) {
  if (noteJSON === null || noteJSON === undefined || noteJSON === '') return null;
  try {
    const text = typeof noteJSON === 'string' ? noteJSON : JSON.stringify(noteJSON);
    const state = editor.parseEditorState(text);
    return state.isEmpty() ? null : state;
  } catch {
    // Saved by another editor, or damaged: fall back to the HTML.
    return null;
  }
}

/** Loads an existing note into the editor once: its JSON when readable, else its (sanitised) HTML. */
export function InitialContentPlugin({ noteHTML, noteJSON }: { noteHTML?: string | null; noteJSON?: unknown }) {
  const [editor] = useLexicalComposerContext();
  // An effect event: the note is read once, when the editor opens, not again as the props change.
  const loadNote = useEffectEvent(() => {
    const state = parseNoteJson(editor, noteJSON);
    if (state) {
      editor.setEditorState(state);
      return;
    }
    if (!noteHTML) return;
    editor.update(() => {
      const dom = new DOMParser().parseFromString(noteHTML, 'text/html');
      const nodes = $generateNodesFromDOM(editor, dom);
      const root = $getRoot();
      root.clear();
      root.select();
      $insertNodes(nodes);
    });
  });
  useEffect(() => loadNote(), [editor]);
  return null;
}
