import { $applyNodeReplacement, $getState, $setState, createState, DecoratorNode, type DOMConversionOutput, type DOMExportOutput, type LexicalNode } from 'lexical';
import type { JSX } from 'react';
import { isLocalImageSource } from './image-source';

const srcState = createState('src', { parse: (value) => (typeof value === 'string' ? value : '') });
const altState = createState('altText', { parse: (value) => (typeof value === 'string' ? value : '') });

/** An image in a note. Images whose source is a local file are not imported (see isLocalImageSource). */
export class ImageNode extends DecoratorNode<JSX.Element> {
  override $config() {
    return this.config('image', {
      extends: DecoratorNode,
      stateConfigs: [
        { stateConfig: srcState, flat: true },
        { stateConfig: altState, flat: true },
      ],
      importDOM: { img: () => ({ conversion: $convertImageElement, priority: 0 }) },
    });
  }

  getSrc(): string {
    return $getState(this, srcState);
  }

  getAltText(): string {
    return $getState(this, altState);
  }

  override createDOM(): HTMLElement {
    return document.createElement('span');
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const element = document.createElement('img');
    element.setAttribute('src', this.getSrc());
    element.setAttribute('alt', this.getAltText());
    return { element };
  }

  override isInline(): true {
    return true;
  }

  override decorate(): JSX.Element {
    return <img src={this.getSrc()} alt={this.getAltText()} style={{ maxWidth: '100%', height: 'auto', verticalAlign: 'bottom' }} />;
  }
}

function $convertImageElement(element: HTMLElement): DOMConversionOutput {
  const src = element.getAttribute('src');
  if (!src || isLocalImageSource(src)) return { node: null };
  return { node: $createImageNode(src, element.getAttribute('alt') ?? '') };
}

export function $createImageNode(src: string, altText: string): ImageNode {
  const node = new ImageNode();
  $setState(node, srcState, src);
  $setState(node, altState, altText);
  return $applyNodeReplacement(node);
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
