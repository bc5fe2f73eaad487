import FormatBold from '@mui/icons-material/FormatBold';
import { alpha } from '@mui/material/styles';
import FormatIndentDecrease from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncrease from '@mui/icons-material/FormatIndentIncrease';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Tooltip from '@mui/material/Tooltip';
import { $createCodeNode, $isCodeNode } from '@lexical/code';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode, type HeadingTagType } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty, $patchStyleText, $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import { EDITOR_BLOCK_TYPES, EDITOR_FONTS, type EditorBlockType } from '@portal/domain/common/constants';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  SELECTION_CHANGE_COMMAND,
  type TextFormatType,
} from 'lexical';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';

interface ToolbarState {
  blockType: EditorBlockType;
  fontFamily: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

const INITIAL: ToolbarState = { blockType: 'paragraph', fontFamily: '', bold: false, italic: false, underline: false };
const HEADINGS = new Set<string>(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function $readToolbarState(): ToolbarState | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  const anchor = selection.anchor.getNode();
  const block =
    anchor.getKey() === 'root'
      ? anchor
      : ($findMatchingParent(anchor, (node) => {
          const parent = node.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        }) ?? anchor.getTopLevelElementOrThrow());

  let blockType: EditorBlockType = 'paragraph';
  if ($isListNode(block)) {
    const list = $getNearestNodeOfType(anchor, ListNode);
    blockType = (list ?? block).getListType() === 'number' ? 'number' : 'bullet';
  } else if ($isHeadingNode(block)) blockType = block.getTag();
  else if ($isQuoteNode(block)) blockType = 'quote';
  else if ($isCodeNode(block)) blockType = 'code';

  return {
    blockType,
    fontFamily: $getSelectionStyleValueForProperty(selection, 'font-family', ''),
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
  };
}

function FormatButton({ label, active, onClick, disabled, children }: { label: string; active?: boolean; onClick: () => void; disabled?: boolean; children: ReactElement }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          onClick={onClick}
          disabled={disabled}
          // Keep the editor's selection: the toolbar acts on it.
          onMouseDown={(event) => event.preventDefault()}
          sx={{ borderRadius: 1, color: active ? 'primary.main' : 'text.secondary', bgcolor: (t) => (active ? alpha(t.palette.primary.main, 0.1) : undefined) }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Block type, font, bold/italic/underline and list indent (the spec's block types and fonts). */
export function ToolbarPlugin({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(INITIAL);

  const refresh = useCallback(() => {
    const next = $readToolbarState();
    if (next) setState(next);
  }, []);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(refresh)),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            refresh();
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, refresh],
  );

  const formatBlock = (type: EditorBlockType) => {
    if (type === 'bullet' || type === 'number') {
      if (state.blockType === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
      else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
      return;
    }
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      if (type === 'paragraph') $setBlocksType(selection, () => $createParagraphNode());
      else if (HEADINGS.has(type)) $setBlocksType(selection, () => $createHeadingNode(type as HeadingTagType));
      else if (type === 'quote') $setBlocksType(selection, () => $createQuoteNode());
      else if (type === 'code') $setBlocksType(selection, () => $createCodeNode());
    });
  };

  const setFont = (font: string) => {
    editor.update(() => {
      const selection = $getSelection();
      if (selection) $patchStyleText(selection, { 'font-family': font || null });
    });
  };

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);
  // Once a menu has closed, typing goes on in the text where it was.
  const menuProps = { disableRestoreFocus: true, transitionDuration: { enter: 150, exit: 0 }, slotProps: { transition: { onExited: () => editor.focus() } } };
  const selectSx = { height: 32, fontSize: 14, '& .MuiSelect-select': { py: 0.5 } };

  return (
    <Box
      role="toolbar"
      aria-label={t('Formatting')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}
    >
      <Select
        size="small"
        value={state.blockType}
        disabled={disabled}
        onChange={(event) => formatBlock(event.target.value as EditorBlockType)}
        inputProps={{ 'aria-label': t('Block type') }}
        sx={{ ...selectSx, minWidth: 140 }}
        MenuProps={menuProps}
      >
        {EDITOR_BLOCK_TYPES.map((block) => (
          <MenuItem key={block.type} value={block.type}>
            {t(block.label)}
          </MenuItem>
        ))}
      </Select>
      <Select
        size="small"
        value={(EDITOR_FONTS as readonly string[]).includes(state.fontFamily) ? state.fontFamily : ''}
        displayEmpty
        disabled={disabled}
        onChange={(event) => setFont(String(event.target.value))}
        inputProps={{ 'aria-label': t('Font family') }}
        renderValue={(value) => (value ? <span style={{ fontFamily: value }}>{value}</span> : t('Default font'))}
        sx={{ ...selectSx, minWidth: 130 }}
        MenuProps={menuProps}
      >
        <MenuItem value="">{t('Default font')}</MenuItem>
        {EDITOR_FONTS.map((font) => (
          <MenuItem key={font} value={font} sx={{ fontFamily: font }}>
            {font}
          </MenuItem>
        ))}
      </Select>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <FormatButton label={t('Bold')} active={state.bold} onClick={() => format('bold')} disabled={disabled}>
        <FormatBold fontSize="small" />
      </FormatButton>
      <FormatButton label={t('Italic')} active={state.italic} onClick={() => format('italic')} disabled={disabled}>
        <FormatItalic fontSize="small" />
      </FormatButton>
      <FormatButton label={t('Underline')} active={state.underline} onClick={() => format('underline')} disabled={disabled}>
        <FormatUnderlined fontSize="small" />
      </FormatButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <FormatButton label={t('Outdent')} onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)} disabled={disabled}>
        <FormatIndentDecrease fontSize="small" />
      </FormatButton>
      <FormatButton label={t('Indent')} onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)} disabled={disabled}>
        <FormatIndentIncrease fontSize="small" />
      </FormatButton>
    </Box>
  );
}
