import sanitizeHtml from 'sanitize-html';

/** Longest text message, in characters, after decoding and sanitising. */
export const CHAT_TEXT_MAX = 2000;

/**
 * Decode once as the old server did: valid `%XX` UTF-8 runs are decoded, a stray `%` and `+` are
 * kept as they are (the client pre-encodes chat text with encodeURIComponent, and the transport has
 * already decoded the URL once).
 */
export function decodeOnce(s: string): string {
  return s.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // An invalid UTF-8 run: decode what forms characters, keep the rest verbatim.
      return run.replace(/%[0-9a-fA-F]{2}/g, (one) => {
        try {
          return decodeURIComponent(one);
        } catch {
          return one;
        }
      });
    }
  });
}

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/**
 * Chat text as stored and sent: no HTML kept (tags and their script/style content dropped, `<`, `>`,
 * `&` and quotes entity-escaped, so a client rendering it as HTML shows text), line breaks kept as
 * `\n` (CRLF → LF), trailing blanks trimmed. Clients that render text decode the entities.
 */
export function sanitizeChatText(raw: string): string {
  const normalised = raw.replace(/\r\n?/g, '\n');
  return sanitizeHtml(normalised, NO_TAGS)
    .replace(/\u0000/g, '')
    .trim();
}

/** What a conversation list shows as the last message. */
export function previewOf(type: 'text' | 'img', content: string): string {
  return type === 'img' ? '[picture]' : content.slice(0, 200);
}
