/** One attribute of a bought or reviewed goods ("Colour: Red"). */
export interface GoodsAttr {
  attrName: string;
  attrValue: string;
}

/**
 * The attributes of an order line or a review, "name: value" each (bidi-isolated), in a muted line;
 * nothing when none has a name or a value.
 */
export function AttrList({ attributes, className }: { attributes: readonly GoodsAttr[] | null | undefined; className: string }) {
  const attrs = (attributes ?? []).filter((a) => a.attrName || a.attrValue);
  if (!attrs.length) return null;
  return (
    <p className={className}>
      {attrs.map((a, i) => (
        <span key={i}>
          <bdi>{a.attrName}</bdi>: <bdi>{a.attrValue}</bdi>
        </span>
      ))}
    </p>
  );
}
