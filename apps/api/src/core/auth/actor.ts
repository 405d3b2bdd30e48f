/** The signed-in caller of a request. */
export interface Actor {
  userId: string;
  username: string;
  usercode: string;
  /** The session the request came with (so logout revokes just that one). */
  tokenId: string;
}

/** Who is asking and from where: passed from the transport to services. */
export interface RequestMeta {
  ip: string;
  lang: string;
  requestId: string;
}
