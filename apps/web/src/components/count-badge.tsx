/** A count on an icon (cart lines, unread notices): nothing at 0, "99+" beyond 99, digits left to right. */
export function CountBadge({ count, className, testId }: { count: number; className: string; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className={className} dir="ltr" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
