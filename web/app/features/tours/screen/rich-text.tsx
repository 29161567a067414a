/** Stored HTML of a tour or stop: sanitized by the server when it was saved. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `rich-text ${className}` : "rich-text"}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
