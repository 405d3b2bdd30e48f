/**
 * The goods description from `sellerGoods!info` (`des` / `imgDes`).
 *
 * SECURITY: this is the ONLY place the storefront renders HTML from the server. The server sanitizes
 * these two fields with an allow-list (apps/api/src/core/html) before sending them; nothing else, and
 * never user-typed text, may be passed here.
 */
export function ProductDescription({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  if (!html.trim()) return null;
  // `lang`: the description's language when the server fell back from the reader's (see useTextLang)
  return <div className={`rich-text ${className ?? ''}`} dir="auto" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
