import { AgentConsole } from '@/features/chat/agent-console';

/** `/agent`: the customer-service agent console (own chunk). */
export default function AgentPage() {
  return <AgentConsole />;
}
