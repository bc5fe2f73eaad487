import type { EditorThemeClasses } from 'lexical';

/** Class names the editor puts on its blocks; styled by the editor's container (rich-note-editor). */
export const editorTheme: EditorThemeClasses = {
  paragraph: 'ne-paragraph',
  quote: 'ne-quote',
  code: 'ne-code',
  heading: { h1: 'ne-h1', h2: 'ne-h2', h3: 'ne-h3', h4: 'ne-h4', h5: 'ne-h5', h6: 'ne-h6' },
  list: {
    ul: 'ne-ul',
    ol: 'ne-ol',
    listitem: 'ne-listitem',
    nested: { listitem: 'ne-nested-listitem' },
  },
  link: 'ne-link',
  text: { bold: 'ne-bold', italic: 'ne-italic', underline: 'ne-underline', code: 'ne-text-code' },
};
