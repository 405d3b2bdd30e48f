/**
 * A phone for people to read: the wire form `"<callingCode> <number>"` (addresses, orders, phone
 * accounts' usernames; the legacy clients send and expect it without a `+`) shown as `"+351 912345678"`.
 * A `+` already there is kept; anything else (an e-mail, a name, a number without a calling code) is
 * returned as it is.
 */
export function displayPhone(wire: string | null | undefined): string {
  const s = (wire ?? '').trim();
  const m = /^\+?(\d{1,4})\s+(\d[\d\s-]*)$/.exec(s);
  return m ? `+${m[1]} ${m[2]}` : s;
}
