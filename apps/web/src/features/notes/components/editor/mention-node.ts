import {
  $applyNodeReplacement,
  $getState,
  $setState,
  createState,
  TextNode,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
} from 'lexical';

const userIdState = createState('userId', { parse: (value) => (typeof value === 'number' && Number.isFinite(value) ? value : 0) });
const emailState = createState('email', { parse: (value) => (typeof value === 'string' ? value : null) });

/** A mentioned person ('@First Last'): kept whole while editing, exported with the user's id and e-mail. */
export class MentionNode extends TextNode {
  override $config() {
    return this.config('mention', {
      extends: TextNode,
      stateConfigs: [
        { stateConfig: userIdState, flat: true },
        { stateConfig: emailState, flat: true },
      ],
      importDOM: {
        span: (element: HTMLElement) =>
          element.hasAttribute('data-lexical-mention') ? { conversion: $convertMentionElement, priority: 1 } : null,
      },
    });
  }

  getUserId(): number {
    return $getState(this, userIdState);
  }

  getEmail(): string | null {
    return $getState(this, emailState);
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const element = super.createDOM(config);
    element.classList.add('note-mention');
    element.spellcheck = false;
    return element;
  }

  override exportDOM(): DOMExportOutput {
    const element = document.createElement('span');
    element.setAttribute('data-lexical-mention', 'true');
    element.setAttribute('data-mention-id', String(this.getUserId()));
    const email = this.getEmail();
    if (email) element.setAttribute('data-mention-email', email);
    element.className = 'note-mention';
    element.textContent = this.getTextContent();
    return { element };
  }

  override isTextEntity(): true {
    return true;
  }

  override canInsertTextBefore(): boolean {
    return false;
  }

  override canInsertTextAfter(): boolean {
    return false;
  }
}

function $convertMentionElement(element: HTMLElement): DOMConversionOutput {
  const id = Number(element.getAttribute('data-mention-id'));
  const text = element.textContent ?? '';
  if (!Number.isFinite(id) || id <= 0 || !text) return { node: null };
  return { node: $createMentionNode(text, id, element.getAttribute('data-mention-email')) };
}

export function $createMentionNode(text: string, userId: number, email: string | null): MentionNode {
  const node = new MentionNode(text).setMode('segmented').toggleDirectionless();
  $setState(node, userIdState, userId);
  $setState(node, emailState, email);
  return $applyNodeReplacement(node);
}

export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}
