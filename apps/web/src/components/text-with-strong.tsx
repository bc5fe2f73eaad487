import { Fragment } from 'react';

/**
 * A translated text that marks its emphasis with `<strong>…</strong>` (the translator moves the
 * emphasis with the words), rendered with real <strong> elements and everything else as text.
 */
export function TextWithStrong({ text }: { text: string }) {
  const parts = text.split(/<strong>(.*?)<\/strong>/s);
  return (
    <>
      {parts.map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>))}
    </>
  );
}
