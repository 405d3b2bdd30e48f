// The chat benchmark's baseline: a bare socket.io server (the mall's socket.io version and options,
// no auth, no database) relaying the mall's message pattern. A guest joins its own room; an agent
// joins `agents` and its own room; `chat:send` emits `chat:message` to the sender's room and its
// agent's room and a content-free `chat:queue` to its agent's room, then acks — what ChatRealtime does
// after the mall's transaction commits for a conversation assigned to an agent. Forked by index.mjs; sends its port over IPC. Listens on 127.0.0.1.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer((_, res) => res.writeHead(404).end());
const io = new Server(http, { path: '/socket.io', serveClient: false, maxHttpBufferSize: 16 * 1024, pingInterval: 25_000 });
let seq = 0;

io.on('connection', (socket) => {
  const a = socket.handshake.auth ?? {};
  const staff = `agent:${a.benchAgent}`;
  if (a.agentToken) {
    void socket.join(['agents', staff]);
    return;
  }
  const room = `guest:${a.anonymousId ?? a.token}`;
  void socket.join(room);
  let lastSeq = 0;
  socket.on('chat:join', (_, ack) => typeof ack === 'function' && ack({ ok: true, conversation: { id: room, lastSeq } }));
  socket.on('chat:send', (b, ack) => {
    if (typeof ack !== 'function' || typeof b?.content !== 'string') return;
    lastSeq += 1;
    const message = {
      id: String(++seq),
      conversationId: room,
      seq: lastSeq,
      from: 'buyer',
      senderName: '',
      type: 'text',
      content: b.content,
      clientId: b.clientId ?? null,
      createdAt: new Date().toISOString(),
    };
    io.to([room, staff]).emit('chat:message', { conversationId: room, message });
    io.to(staff).emit('chat:queue', { conversationId: room });
    ack({ ok: true, message, duplicate: false });
  });
});

http.listen(0, '127.0.0.1', () => process.send({ port: http.address().port }));
process.on('disconnect', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
