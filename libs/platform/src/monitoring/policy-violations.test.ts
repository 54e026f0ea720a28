import { setPlatformErrorSink } from './log-platform-error';
import { listenForPolicyViolations, violationReport } from './policy-violations';

const violation = {
  effectiveDirective: 'require-trusted-types-for',
  blockedURI: 'trusted-types-sink',
  sourceFile: 'https://www.gate.example/assets/index-AbCd1234.js?token=secret#x',
  lineNumber: 12,
  sample: 'Element innerHTML|<b>hi</b>',
  disposition: 'enforce',
} as const;

describe('policy violations', () => {
  afterEach(() => setPlatformErrorSink(undefined));

  it('reports directive, blocked sink, source without its query, and the sample', () => {
    expect(violationReport(violation).message).toBe(
      'enforce require-trusted-types-for: blocked trusted-types-sink at https://www.gate.example/assets/index-AbCd1234.js:12 (sample: Element innerHTML|<b>hi</b>)',
    );
    expect(violationReport({ ...violation, blockedURI: 'https://evil.example/x.js?u=1', sourceFile: '', sample: '' }).message).toBe(
      'enforce require-trusted-types-for: blocked https://evil.example/x.js',
    );
  });

  it('sends each violation event of the document to monitoring', () => {
    const sent: Array<[string, unknown]> = [];
    setPlatformErrorSink((scope, error) => sent.push([scope, error]));
    const stop = listenForPolicyViolations(document);
    const event = new Event('securitypolicyviolation');
    Object.assign(event, violation);
    document.dispatchEvent(event);
    stop();
    document.dispatchEvent(event);
    expect(sent).toHaveLength(1);
    expect(sent[0][0]).toBe('csp');
    expect((sent[0][1] as Error).name).toBe('SecurityPolicyViolation');
  });
});
