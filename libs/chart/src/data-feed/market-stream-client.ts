import {
  MARKET_MAX_SUBSCRIPTIONS,
  MARKET_POLICY_CLOSE_CODE,
  channelKey,
  decodeServerMessage,
  encodeClientMessage,
  type CandlesData,
  type MarketChannel,
  type MarketClientMessage,
  type MarketsData,
  type TickerData,
} from '@exchange/api';
import { after as afterDefault, now as nowDefault } from '../storage-adapter';
import { logPlatformError } from '@exchange/platform';
import {
  checkSeq,
  heartbeatAction,
  nextHeartbeatAt,
  reconnectDelay,
  type StreamStatus,
} from './market-stream-rules';

/** The part of a WebSocket the client uses (browser `WebSocket`, `ws`, msw's mock all fit). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** What a channel listener hears. `resync`: messages may have been missed (re-subscribed or a sequence gap). */
export type ChannelEvent = { kind: 'data'; data: CandlesData | TickerData | MarketsData } | { kind: 'resync' };

/** Where the page is visible; the client pauses its channels while hidden. */
export interface VisibilitySource {
  hidden(): boolean;
  onChange(listener: () => void): () => void;
}

/** Options of {@link MarketStreamClient}. */
export interface MarketStreamClientOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  now?: () => number;
  after?: (ms: number, fn: () => void) => () => void;
  random?: () => number;
  logError?: (scope: string, error: unknown) => void;
  /** Default: the document's visibility; `null` never pauses. */
  visibility?: VisibilitySource | null;
}

interface ChannelEntry {
  channel: MarketChannel;
  listeners: Set<(event: ChannelEvent) => void>;
  lastSeq?: number;
}

const LOG_SCOPE = 'market-stream';

function documentVisibility(): VisibilitySource | null {
  if (typeof document === 'undefined') return null;
  return {
    hidden: () => document.visibilityState === 'hidden',
    onChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

/**
 * One multiplexed market stream connection for the whole page: every subscriber of every
 * channel shares it. Connects on the first subscription, reconnects with backoff and jitter
 * (a long wait after a close 1008), pings after silence and gives up on a dead connection,
 * re-subscribes after a reconnect, drops bad frames with a logged platform error, and pauses its
 * channels while the tab is hidden (a connection lost there is retried when the tab shows again). The
 * rules are in market-stream-rules.ts.
 */
export class MarketStreamClient {
  /** Connection attempts so far (tests, the bench). */
  attempts = 0;
  private readonly url: string;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly now: () => number;
  private readonly after: (ms: number, fn: () => void) => () => void;
  private readonly random: () => number;
  private readonly logError: (scope: string, error: unknown) => void;
  private readonly channels = new Map<string, ChannelEntry>();
  private readonly statusListeners = new Set<(status: StreamStatus) => void>();
  private socket: SocketLike | null = null;
  private opened = false;
  private attempt = 0;
  private lastMessageAt = 0;
  private pingSentAt: number | undefined;
  private cancelReconnect: (() => void) | null = null;
  private cancelHeartbeat: (() => void) | null = null;
  private paused: boolean;
  private readonly stopVisibility: () => void;
  private currentStatus: StreamStatus = 'idle';
  private destroyed = false;

  constructor(options: MarketStreamClientOptions) {
    this.url = options.url;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.now = options.now ?? nowDefault;
    this.after = options.after ?? afterDefault;
    this.random = options.random ?? Math.random;
    this.logError = options.logError ?? logPlatformError;
    const visibility = options.visibility === undefined ? documentVisibility() : options.visibility;
    this.paused = visibility?.hidden() ?? false;
    this.stopVisibility = visibility ? visibility.onChange(() => this.setPaused(visibility.hidden())) : () => undefined;
  }

  /** The connection's state. */
  get status(): StreamStatus {
    return this.currentStatus;
  }

  /** Calls `listener` on every status change; returns unsubscribe. */
  onStatus(listener: (status: StreamStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /**
   * Listens to a channel; the first listener subscribes on the wire, the last one to leave
   * unsubscribes. Returns unsubscribe.
   */
  subscribe(channel: MarketChannel, listener: (event: ChannelEvent) => void): () => void {
    const key = channelKey(channel);
    let entry = this.channels.get(key);
    if (!entry) {
      if (this.channels.size >= MARKET_MAX_SUBSCRIPTIONS) {
        this.logError(LOG_SCOPE, new Error(`subscription limit reached; ${key} not subscribed`));
        return () => undefined;
      }
      entry = { channel, listeners: new Set() };
      this.channels.set(key, entry);
      this.sendIfLive({ op: 'subscribe', ...channel });
    }
    entry.listeners.add(listener);
    this.ensureConnected();
    return () => {
      const current = this.channels.get(key);
      if (!current?.listeners.delete(listener) || current.listeners.size > 0) return;
      this.channels.delete(key);
      this.sendIfLive({ op: 'unsubscribe', ...current.channel });
      if (this.channels.size === 0) this.disconnect();
    };
  }

  /** Hidden tab: unsubscribes every channel on the wire; visible again: re-subscribes (listeners then resync). */
  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    // Back in view with no connection (Safari closes a hidden tab's sockets, and its slowed timers
    // let the backoff grow): connect now rather than after the wait. A close 1008 still waits.
    if (!paused && !this.socket && !this.destroyed && this.channels.size > 0 && this.currentStatus !== 'refused-policy') {
      this.cancelReconnect?.();
      this.attempt = 0;
      this.connect();
      return;
    }
    if (!this.socket || !this.opened) return;
    for (const entry of this.channels.values()) {
      entry.lastSeq = undefined;
      this.send({ op: paused ? 'unsubscribe' : 'subscribe', ...entry.channel });
    }
  }

  /** Closes the connection for good. */
  destroy(): void {
    this.destroyed = true;
    this.stopVisibility();
    this.channels.clear();
    this.disconnect();
  }

  private setStatus(status: StreamStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private send(message: MarketClientMessage): void {
    try {
      this.socket?.send(encodeClientMessage(message));
    } catch (error) {
      this.logError(LOG_SCOPE, error);
    }
  }

  private sendIfLive(message: MarketClientMessage): void {
    if (this.socket && this.opened && !this.paused) this.send(message);
  }

  private ensureConnected(): void {
    if (this.destroyed || this.socket || this.cancelReconnect || this.channels.size === 0) return;
    this.connect();
  }

  private connect(): void {
    this.cancelReconnect = null;
    if (this.destroyed || this.channels.size === 0) return;
    this.attempts++;
    this.opened = false;
    if (this.currentStatus === 'idle') this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.url);
    } catch (error) {
      this.logError(LOG_SCOPE, error);
      this.handleClose(undefined);
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.opened = true;
      this.lastMessageAt = this.now();
      this.pingSentAt = undefined;
      this.setStatus('open');
      for (const entry of this.channels.values()) {
        entry.lastSeq = undefined;
        if (!this.paused) this.send({ op: 'subscribe', ...entry.channel });
      }
      this.scheduleHeartbeat();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.handleClose(event.code);
    };
    socket.onerror = () => undefined;
  }

  private receive(frame: unknown): void {
    this.lastMessageAt = this.now();
    this.pingSentAt = undefined;
    const decoded = decodeServerMessage(frame);
    if (!decoded.ok) {
      this.logError(LOG_SCOPE, new Error(`dropped a frame: ${decoded.reason}`));
      return;
    }
    const message = decoded.message;
    if (message.type === 'error') {
      this.logError(LOG_SCOPE, new Error(`server error ${message.code}: ${message.message}`));
      return;
    }
    if (message.type === 'pong' || message.type === 'unsubscribed') return;
    const entry = this.channels.get(message.channel);
    if (!entry) return;
    if (message.type === 'subscribed') {
      entry.lastSeq = undefined;
      this.emit(entry, { kind: 'resync' });
      return;
    }
    const verdict = checkSeq(entry.lastSeq, message.seq);
    if (verdict === 'stale') {
      this.logError(LOG_SCOPE, new Error(`dropped ${message.channel} seq ${message.seq} after ${entry.lastSeq}`));
      return;
    }
    entry.lastSeq = message.seq;
    // A connection that delivers data is a good one: the next loss starts the backoff afresh.
    this.attempt = 0;
    if (verdict === 'gap') this.emit(entry, { kind: 'resync' });
    this.emit(entry, { kind: 'data', data: message.data });
  }

  private emit(entry: ChannelEntry, event: ChannelEvent): void {
    for (const listener of [...entry.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.logError(LOG_SCOPE, error);
      }
    }
  }

  private scheduleHeartbeat(): void {
    this.cancelHeartbeat?.();
    const wait = Math.max(0, nextHeartbeatAt(this.lastMessageAt, this.pingSentAt) - this.now());
    this.cancelHeartbeat = this.after(wait, () => {
      this.cancelHeartbeat = null;
      if (!this.socket || !this.opened) return;
      const action = heartbeatAction(this.lastMessageAt, this.pingSentAt, this.now());
      if (action === 'reconnect') {
        this.logError(LOG_SCOPE, new Error('no pong: reconnecting'));
        const dead = this.socket;
        this.handleClose(undefined);
        try {
          dead.close();
        } catch {
          // already gone
        }
        return;
      }
      if (action === 'ping') {
        this.pingSentAt = this.now();
        this.send({ op: 'ping' });
      }
      this.scheduleHeartbeat();
    });
  }

  private handleClose(code: number | undefined): void {
    const wasOpen = this.opened;
    if (this.socket) {
      this.socket.onopen = this.socket.onmessage = this.socket.onclose = this.socket.onerror = null;
    }
    this.socket = null;
    this.opened = false;
    this.cancelHeartbeat?.();
    this.cancelHeartbeat = null;
    if (this.destroyed || this.channels.size === 0) {
      this.setStatus('idle');
      return;
    }
    if (code === MARKET_POLICY_CLOSE_CODE) this.setStatus('refused-policy');
    else if (!wasOpen) this.setStatus('unreachable');
    else this.setStatus('reconnecting');
    // Hidden: no attempts in the background; the return to view reconnects (setPaused).
    if (this.paused && code !== MARKET_POLICY_CLOSE_CODE) return;
    const delay = reconnectDelay(this.attempt, code, this.random());
    if (code !== MARKET_POLICY_CLOSE_CODE) this.attempt++;
    this.cancelReconnect = this.after(delay, () => this.connect());
  }

  private disconnect(): void {
    this.cancelReconnect?.();
    this.cancelReconnect = null;
    this.cancelHeartbeat?.();
    this.cancelHeartbeat = null;
    const socket = this.socket;
    this.socket = null;
    this.opened = false;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close(1000, 'done');
      } catch {
        // already closed
      }
    }
    this.setStatus('idle');
  }
}
