import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { OrdersView } from '@/features/seller/components/orders-view';
import { SellerConsole } from '@/features/seller/components/seller-console';

// One order and the notices are chunks of their own, fetched when opened (the queue is the first screen).
const OrderDetailView = lazy(() => import('@/features/seller/components/order-detail-view').then((m) => ({ default: m.OrderDetailView })));
const NoticesView = lazy(() => import('@/features/seller/components/notices-view').then((m) => ({ default: m.NoticesView })));
// Returns and reviews (issue 11): chunks of their own too.
const ReturnsView = lazy(() => import('@/features/after-sale/components/seller-returns-view').then((m) => ({ default: m.ReturnsView })));
const ReturnDetailView = lazy(() =>
  import('@/features/after-sale/components/seller-return-detail-view').then((m) => ({ default: m.ReturnDetailView })),
);
const ReviewsView = lazy(() => import('@/features/evaluation/components/seller-reviews-view').then((m) => ({ default: m.ReviewsView })));
// Chat with buyers (issue 13): its own chunk, with the socket.io client, around the chat feature's message panel.
const ChatView = lazy(async () => {
  const [{ ChatView: View }, { ChatPanel }] = await Promise.all([
    import('@/features/seller/components/chat-view'),
    import('@/features/chat/chat-panel'),
  ]);
  return { default: () => <View Panel={ChatPanel} /> };
});

/** `/seller/*`: the seller console (own minimal layout, own lazy chunk): orders, one order, notices, returns, reviews, chat. */
export default function SellerConsolePage() {
  return (
    <SellerConsole>
      <Routes>
        <Route index element={<OrdersView />} />
        <Route path="orders/:orderId" element={<OrderDetailView />} />
        <Route path="notices" element={<NoticesView />} />
        <Route path="returns" element={<ReturnsView />} />
        <Route path="returns/:caseId" element={<ReturnDetailView />} />
        <Route path="reviews" element={<ReviewsView />} />
        <Route path="chat" element={<ChatView />} />
        <Route path="chat/:conversationId" element={<ChatView />} />
        <Route path="*" element={<OrdersView />} />
      </Routes>
    </SellerConsole>
  );
}
