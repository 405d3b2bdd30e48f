/** The cart's trolley icon (the floating button, the /wap buy bar's link). */
export function CartIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 110 4 2 2 0 010-4zm10 0a2 2 0 110 4 2 2 0 010-4zM1 2h3.3l.9 2H21a1 1 0 01.9 1.4l-3.6 7a2 2 0 01-1.8 1.1H8.1l-.9 1.5h12.8v2H7.2a1.8 1.8 0 01-1.5-2.7l1.3-2.3L3.2 4H1z"
      />
    </svg>
  );
}
