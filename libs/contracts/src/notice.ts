/** What a notice opens in our web app: the order, the wallet, the loans page (or nothing). */
export type NoticeLink = { to: 'order'; orderNo: string } | { to: 'wallet' } | { to: 'loan' } | null;

/** One notice of the in-app centre (`notice!list`), written in the language of the request. */
export interface Notice {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: NoticeLink;
  read: boolean;
  /** ISO instant */
  createdAt: string;
}
