import { CHAT_PATHS, type SocketEvent } from "../contract/chat";
import { CHAT_BACKOFF } from "../domain/chat";

export type ChatSocketState = "connecting" | "open" | "closed";

export type ChatSocketOptions = {
  token: () => string | null;
  onEvent: (event: SocketEvent) => void;
  onState: (state: ChatSocketState) => void;
  /** After every (re)connect once the server said ready: fetch what was missed meanwhile. */
  onReady: () => void;
  /** The server closed with 4401 (sign in again) or 4403 (chat not available): no reconnect. */
  onRefused: (code: number) => void;
};

/**
 * The chat's WebSocket with reconnect back-off (issue 21). The token goes in the first frame,
 * never in the URL. Returns the stop function.
 */
export function openChatSocket(options: ChatSocketOptions): () => void {
  let stopped = false;
  let ws: WebSocket | null = null;
  let wait: number = CHAT_BACKOFF.firstMs;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    if (stopped) return;
    const token = options.token();
    if (!token) return;
    options.onState("connecting");
    const url = new URL(CHAT_PATHS.socket, window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(url.href);
    ws = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: "auth", token }));
    socket.onmessage = (message) => {
      let event: SocketEvent;
      try {
        event = JSON.parse(String(message.data)) as SocketEvent;
      } catch {
        return;
      }
      if (event.type === "ready") {
        wait = CHAT_BACKOFF.firstMs;
        options.onState("open");
        options.onReady();
        return;
      }
      options.onEvent(event);
    };
    socket.onclose = (event) => {
      if (ws !== socket) return;
      ws = null;
      if (stopped) return;
      options.onState("closed");
      if (event.code === 4401 || event.code === 4403) {
        options.onRefused(event.code);
        return;
      }
      // Back-off with jitter, so a restarted server is not met by every client at once.
      const delay = wait * (0.75 + Math.random() * 0.5);
      wait = Math.min(wait * CHAT_BACKOFF.factor, CHAT_BACKOFF.maxMs);
      timer = setTimeout(connect, delay);
    };
  };

  const online = () => {
    if (ws) return;
    clearTimeout(timer);
    wait = CHAT_BACKOFF.firstMs;
    connect();
  };
  window.addEventListener("online", online);
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener("online", online);
    ws?.close();
    ws = null;
  };
}
