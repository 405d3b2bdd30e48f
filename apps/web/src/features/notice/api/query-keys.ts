export const noticeKeys = {
  all: ['notices'] as const,
  unread: () => [...noticeKeys.all, 'unread'] as const,
  /** the texts are written in the request's language: one entry per language */
  list: (pageNum: number, lang: string) => [...noticeKeys.all, 'list', pageNum, lang] as const,
};
