import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/test-utils';
import type { NoteEditorProps } from '../note-editor';
import RichNoteEditor from './rich-note-editor';

function renderEditor(props: Partial<NoteEditorProps> = {}) {
  const onSubmit = vi.fn(() => true);
  renderWithProviders(<RichNoteEditor entityType={5} entityId={101} onSubmit={onSubmit} {...props} />);
  return { onSubmit };
}

const sendButton = () => screen.getByRole('button', { name: 'Send' });

// MUI and Lexical renders are slow on a loaded machine; the 5 s default is too tight for the first one.
describe('note editor', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('keeps Send disabled while the editor is empty', () => {
    renderEditor();
    expect(screen.getByRole('textbox', { name: 'New comment' })).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('keeps Send disabled when the editor holds only blank text', async () => {
    renderEditor({ initialContent: { noteHTML: '<p>   </p><p>\u00a0\u200b</p>' } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New comment' }).textContent).not.toBe(''));
    expect(sendButton()).toBeDisabled();
  });

  it('enables Send once there is text, and disables it again while saving', async () => {
    renderEditor({ initialContent: { noteHTML: '<p>Driver is <strong>late</strong></p>' } });
    await waitFor(() => expect(sendButton()).toBeEnabled());
    cleanup();
    renderEditor({ initialContent: { noteHTML: '<p>Driver is late</p>' }, saving: true });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New comment' })).toHaveTextContent('Driver is late'));
    expect(sendButton()).toBeDisabled();
  });

  it('offers the block types and fonts the spec names', () => {
    renderEditor();
    expect(screen.getByRole('combobox', { name: 'Block type' })).toHaveTextContent('Normal');
    expect(screen.getByRole('combobox', { name: 'Font family' })).toBeInTheDocument();
    for (const name of ['Bold', 'Italic', 'Underline']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
