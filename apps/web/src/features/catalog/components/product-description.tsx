/**
 * The goods description from `sellerGoods!info` (`des` / `imgDes`).
 *
 * SECURITY: this is the ONLY place the storefront renders HTML from the server. The server sanitizes
 * these two fields with an allow-list (apps/api/src/core/html) before sending them; nothing else, and
 * never user-typed text, may be passed here.
 */
export function ProductDescription({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={`rich-text ${className ?? ''}`} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}
