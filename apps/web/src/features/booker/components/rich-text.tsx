import { useEffect, useState } from 'react';
import { looksLikeHtml } from '../event-display';

/**
 * Text a host wrote: plain text keeps its line breaks; markup goes through DOMPurify, which loads
 * only when there is markup to clean.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const isHtml = looksLikeHtml(text);
  const [clean, setClean] = useState<string | null>(null);

  useEffect(() => {
    if (!isHtml) return;
    let active = true;
    void import('dompurify').then(({ default: purify }) => {
      if (!active) return;
      purify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A') {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
      setClean(purify.sanitize(text, { USE_PROFILES: { html: true } }));
      purify.removeHook('afterSanitizeAttributes');
    });
    return () => {
      active = false;
    };
  }, [isHtml, text]);

  if (!isHtml) return <p className={`whitespace-pre-line ${className ?? ''}`}>{text}</p>;
  if (clean === null) return null;
  return (
    <div
      className={`space-y-2 [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
