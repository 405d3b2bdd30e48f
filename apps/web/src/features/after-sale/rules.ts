/** Evidence photos of a return (the server refuses a 10th). */
export const RETURN_PHOTOS_MAX = 9;
/** The return detail: plain text, at most this many characters (the server's limit). */
export const RETURN_DETAIL_MAX = 1000;
