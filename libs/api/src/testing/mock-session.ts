import type { AnalyticsEvent, FundPassFrequencyValue } from '../contract/entities';
import type { ScenarioName } from './scenarios';

/** Per-browser state of the embedded backend, keyed by the `mock_session` cookie. */
export interface MockSession {
  id: string;
  /** Scenario the state below belongs to; a different scenario resets it. */
  scenario: ScenarioName;
  /** Fund-pass frequency set through query_safe. */
  frequency?: FundPassFrequencyValue;
  agreementSubmitted: boolean;
  declarationSigned: boolean;
  /** Free slots for other handler sets (e.g. passkeys), reset with the scenario too. */
  extras: Map<string, unknown>;
  /** Analytics events posted by this browser (kept across scenarios). */
  analytics: AnalyticsEvent[];
  /** Device fingerprint id of this browser. */
  udid: string;
}

const sessions = new Map<string, MockSession>();

function randomHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

/** A new random session id. */
export function newSessionId(): string {
  return randomHex(32);
}

/** A random csrf token. */
export function newCsrfToken(): string {
  return randomHex(32);
}

/** A 40-character device id starting with a digit (spec 2 §5). */
function newUdid(): string {
  const digit = String(1 + (parseInt(randomHex(2), 16) % 9));
  return `${digit}${randomHex(39)}`;
}

/**
 * The session `id` (created when new) for `scenario`. When the session belonged to another
 * scenario, its state is reset; analytics and the fingerprint stay.
 */
export function getMockSession(id: string, scenario: ScenarioName): MockSession {
  let session = sessions.get(id);
  if (!session) {
    session = { id, scenario, agreementSubmitted: false, declarationSigned: false, extras: new Map(), analytics: [], udid: newUdid() };
    sessions.set(id, session);
  }
  if (session.scenario !== scenario) {
    session.scenario = scenario;
    session.frequency = undefined;
    session.agreementSubmitted = false;
    session.declarationSigned = false;
    session.extras.clear();
  }
  return session;
}

/** Forgets every session (tests). */
export function resetMockSessions(): void {
  sessions.clear();
}
