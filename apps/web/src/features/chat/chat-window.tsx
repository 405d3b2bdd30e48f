import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatHub } from './chat-hub';

/**
 * The desktop chat window: 480×680, draggable by its bar, resizable from its corner. Customer service,
 * and for a signed-in buyer the store conversations with their list (`storeId`: open on that store's).
 */
export default function ChatWindow({
  onClose,
  storeId,
  storeName,
  request,
}: {
  onClose: () => void;
  storeId?: string;
  storeName?: string;
  request?: number;
}) {
  const { t } = useTranslation('chat');
  const [title, setTitle] = useState(() => t('title'));
  const [mode, setMode] = useState<'socket' | 'poll'>('poll');
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
    <div className="chat-window" ref={box} role="dialog" aria-label={t('title')} data-testid="chat-window" data-mode={mode}>
      <div className="chat-window__bar" onPointerDown={down} onPointerMove={move} onPointerUp={() => (drag.current = null)}>
        <h2>
          <bdi>{title}</bdi>
        </h2>
        <button type="button" className="chat-window__close" onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      </div>
      <ChatHub layout="window" storeId={storeId} storeName={storeName} request={request} onTitle={setTitle} onMode={setMode} />
    </div>
  );
}
