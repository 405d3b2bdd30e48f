import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from './chat-panel';
import { useBuyerChat } from './use-buyer-chat';

/** The desktop customer-service window: 480×680, draggable by its bar, resizable from its corner. */
export default function ChatWindow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat');
  const chat = useBuyerChat(true);
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const down = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button') || !box.current) return;
    const r = box.current.getBoundingClientRect();
    drag.current = { x: e.clientX, y: e.clientY, left: r.left, top: r.top };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const el = box.current;
    if (!d || !el) return;
    // Physical coordinates while dragging (the pointer moves in them), in both directions.
    el.style.insetInlineEnd = 'auto';
    el.style.insetBlockEnd = 'auto';
    el.style.left = `${Math.max(0, Math.min(window.innerWidth - 80, d.left + e.clientX - d.x))}px`;
    el.style.top = `${Math.max(0, Math.min(window.innerHeight - 40, d.top + e.clientY - d.y))}px`;
  };
  return (
    <div className="chat-window" ref={box} role="dialog" aria-label={t('title')} data-testid="chat-window" data-mode={chat.mode}>
      <div className="chat-window__bar" onPointerDown={down} onPointerMove={move} onPointerUp={() => (drag.current = null)}>
        <h2>{t('title')}</h2>
        <button type="button" className="chat-window__close" onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      </div>
      <ChatPanel
        messages={chat.messages}
        mine="buyer"
        onSend={chat.send}
        onImage={chat.sendImage}
        onTyping={chat.notifyTyping}
        error={chat.error}
        typing={chat.typing}
      />
    </div>
  );
}
