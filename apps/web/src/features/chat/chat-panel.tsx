import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chatText, type ChatPanelProps } from '@/lib/chat-messages';
import { useChatImage } from './use-chat-image';
import './chat-panel.css';

function ChatImage({ src, alt, headers }: { src: string; alt: string; headers?: () => Promise<Record<string, string>> }) {
  const url = useChatImage(src, headers);
  if (!url) return <span className="chat-msg__img-pending" role="img" aria-label={alt} />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img className="chat-msg__img" src={url} alt={alt} loading="lazy" />
    </a>
  );
}

/** Message list + text box (Enter sends, Shift+Enter a new line) + image button. Text is shown as text. */
export function ChatPanel({
  messages,
  mine,
  onSend,
  onImage,
  onTyping,
  error,
  typing,
  disabled,
  readSeq,
  older,
  emptyText,
  mediaHeaders,
}: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const file = useRef<HTMLInputElement>(null);
  // Down to the newest when one arrives (not when older ones are loaded above).
  const newest = messages.length ? messages[messages.length - 1].seq : 0;
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [newest]);
  // The receipt sits under the last of my messages the other side has read.
  const readUpTo =
    readSeq === undefined ? -1 : messages.reduce((at, m) => (m.from === mine && m.seq <= readSeq && m.seq > at ? m.seq : at), -1);
  const submit = () => {
    const v = text.trim();
    if (!v || disabled) return;
    setText('');
    void onSend('text', v);
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    } else onTyping?.();
  };
  return (
    <div className="chat-panel">
      <ol className="chat-panel__list" ref={list} aria-live="polite" data-testid="chat-messages">
        {older ? <li className="chat-panel__older">{older}</li> : null}
        {messages.length === 0 && (emptyText ?? t('empty')) ? <li className="chat-panel__empty">{emptyText ?? t('empty')}</li> : null}
        {messages.map((m) => (
          <li key={m.seq} className={`chat-msg ${m.from === mine ? 'chat-msg--mine' : 'chat-msg--theirs'}`} data-testid="chat-message">
            {m.from !== mine && m.senderName ? <span className="chat-msg__who">{m.senderName}</span> : null}
            {m.type === 'img' ? (
              <ChatImage src={m.content} alt={t('image')} headers={mediaHeaders} />
            ) : (
              <span className="chat-msg__text" dir="auto">
                {chatText(m.content)}
              </span>
            )}
            {m.seq === readUpTo ? (
              <span className="chat-msg__read" data-testid="chat-read">
                {t('read')}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {typing && <p className="chat-panel__typing">{t('typing')}</p>}
      {error && (
        <p className="chat-panel__error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-panel__compose">
        <textarea
          className="chat-panel__input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          maxLength={2000}
          rows={2}
          data-testid="chat-input"
        />
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="chat-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void onImage(f);
          }}
        />
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => file.current?.click()}
          aria-label={t('sendImage')}
          disabled={disabled}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M4 4h16a2 2 0 012 2v12a2 2 0 01-2 2H4a2 2 0 01-2-2V6a2 2 0 012-2zm0 2v9.6l4-4 3 3 5-5 4 4V6H4zm4.5 1.5a1.5 1.5 0 110 3 1.5 1.5 0 010-3z"
            />
          </svg>
        </button>
        <button type="button" className="btn btn--primary btn--sm" onClick={submit} disabled={disabled} data-testid="chat-send">
          {t('send')}
        </button>
      </div>
    </div>
  );
}
