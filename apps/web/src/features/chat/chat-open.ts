/** What opens the desktop chat window: a store's conversation, or customer service without one. */
export interface ChatOpenRequest {
  storeId?: string;
  /** the store's name: the chat's title and list row until the conversation list has it */
  storeName?: string;
}

type Opener = (request: ChatOpenRequest) => void;

let opener: Opener | null = null;
let pending: ChatOpenRequest | null = null;

/**
 * Open the desktop chat window ("Contact seller", the header's icon). The header's chat launcher is
 * a chunk loaded after the page's first render: a request made before it is there is kept, and the
 * launcher opens the window on it when it mounts, so that a click is never lost on a slow network.
 */
export function requestChatOpen(request: ChatOpenRequest = {}): void {
  if (opener) opener(request);
  else pending = request;
}

/** The launcher's side: `open` answers every request, a kept one at once. Returns the release. */
export function handleChatOpen(open: Opener): () => void {
  opener = open;
  if (pending) {
    const kept = pending;
    pending = null;
    open(kept);
  }
  return () => {
    if (opener === open) opener = null;
  };
}
