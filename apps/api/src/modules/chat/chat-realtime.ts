import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import type { ConversationParties, MessageRow } from './chat.repository';
import { toMessageDto } from './chat.dto';

/** Rooms: every socket joins its party rooms at connect; events are routed to parties, never broadcast. */
export const rooms = {
  user: (userId: string) => `chat:user:${userId}`,
  guest: (guestKey: string) => `chat:guest:${guestKey}`,
  seller: (sellerId: string) => `chat:seller:${sellerId}`,
  agent: (agentId: string) => `chat:agent:${agentId}`,
  /** every agent: content-free queue notices, and messages of unassigned conversations (any agent may claim them) */
  agents: 'chat:agents',
  /** superadmin agents, whose consoles list every conversation: content-free queue notices only */
  supervisors: 'chat:supervisors',
};

/** The buyer side's room of a conversation. */
export function buyerRoom(c: ConversationParties): string {
  return c.userId ? rooms.user(c.userId) : rooms.guest(c.guestKey!);
}

/** The staff side's room: the store, the assigned agent, or every agent while unassigned. */
export function staffRoom(c: ConversationParties): string {
  if (c.kind === 'seller') return rooms.seller(c.sellerId!);
  return c.agentId ? rooms.agent(c.agentId) : rooms.agents;
}

/**
 * Emits after commit. Holds the socket.io server set by the gateway; with `REDIS_URL` the Redis
 * adapter carries each emit to the sockets of every API process. Without a server (a worker, a
 * test context) emits are no-ops: the 5 s poll still sees every message.
 */
@Injectable()
export class ChatRealtime {
  io: Server | undefined;

  /**
   * A new message. Its queue notice goes to the agents whose list it changes: every agent while the
   * conversation waits unassigned or was just claimed by this message, else its agent and the
   * superadmins (one notice per message, not one per agent online).
   */
  message(c: ConversationParties, m: MessageRow, opts: { claimed?: boolean } = {}): void {
    this.io?.to([buyerRoom(c), staffRoom(c)]).emit('chat:message', { conversationId: c.id, message: toMessageDto(m) });
    if (c.kind !== 'service') return;
    if (!c.agentId || opts.claimed) this.queue(c);
    else this.io?.to([rooms.agent(c.agentId), rooms.supervisors]).emit('chat:queue', { conversationId: c.id });
  }

  read(c: ConversationParties, side: 'buyer' | 'staff', seq: number): void {
    this.io?.to([buyerRoom(c), staffRoom(c)]).emit('chat:read', { conversationId: c.id, side, seq });
  }

  typing(c: ConversationParties, side: 'buyer' | 'staff'): void {
    this.io?.to(side === 'buyer' ? staffRoom(c) : buyerRoom(c)).volatile.emit('chat:typing', { conversationId: c.id, side });
  }

  /** A content-free notice: consoles refetch their queue. */
  queue(c: ConversationParties): void {
    this.io?.to(rooms.agents).emit('chat:queue', { conversationId: c.id });
  }

  closed(c: ConversationParties): void {
    this.io?.to([buyerRoom(c), staffRoom(c)]).emit('chat:closed', { conversationId: c.id });
    this.queue(c);
  }
}
