/**
 * CSP and Trusted Types violations from the field, sent by the page itself: a
 * `securitypolicyviolation` listener turns each into a handled failure, which reaches monitoring
 * through its throttle, its consent rules (nothing leaves while monitoring is off) and the masker.
 * No `report-to` header: the browser's own report carries the page's full address, query string
 * included, unmasked.
 */
import { logPlatformError } from './log-platform-error';

/** What a violation event holds that the report uses. */
export type PolicyViolation = Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI' | 'sourceFile' | 'lineNumber' | 'sample' | 'disposition'>;

/** A CSP or Trusted Types violation, as monitoring receives it. */
export class SecurityPolicyViolationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecurityPolicyViolation';
  }
}

/** A URL without its query string and fragment; keywords (`inline`, `trusted-types-sink`) as they are. */
function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin === 'null' ? parsed.protocol : parsed.origin}${parsed.pathname}`;
  } catch {
    return url.replace(/[?#].*$/, '');
  }
}

/** The report of one violation: directive, what was blocked and where, and the browser's sample. */
export function violationReport(event: PolicyViolation): SecurityPolicyViolationError {
  const where = event.sourceFile ? ` at ${withoutQuery(event.sourceFile)}:${event.lineNumber}` : '';
  const sample = event.sample ? ` (sample: ${event.sample})` : '';
  return new SecurityPolicyViolationError(`${event.disposition} ${event.effectiveDirective}: blocked ${withoutQuery(event.blockedURI) || 'inline'}${where}${sample}`);
}

/** Starts listening; returns stop. */
export function listenForPolicyViolations(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.document): () => void {
  if (!target) return () => undefined;
  const onViolation = (event: Event) => logPlatformError('csp', violationReport(event as SecurityPolicyViolationEvent));
  target.addEventListener('securitypolicyviolation', onViolation);
  return () => target.removeEventListener('securitypolicyviolation', onViolation);
}
