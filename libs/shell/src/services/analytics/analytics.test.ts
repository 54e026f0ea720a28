import { MASK } from '@exchange/platform/testing';
import type { CollectedEvent } from '../http';
import { ANALYTICS_EVENTS } from './analytics';
import { createAnalytics } from './analytics-queue';

function setup(answer: () => Promise<{ ok: boolean }> = async () => ({ ok: true })) {
  const sent: CollectedEvent[][] = [];
  const timers: Array<{ ms: number; fn: () => void; cancelled: boolean }> = [];
  const analytics = createAnalytics({
    endpoints: () => ({
      postAnalytics: (events) => {
        sent.push(events);
        return answer();
      },
    }),
    now: () => 1_700_000_000_000,
    schedule: (ms, fn) => {
      const timer = { ms, fn, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
    batchSize: 3,
    flushDelayMs: 2000,
  });
  const fire = async () => {
    const live = timers.filter((t) => !t.cancelled);
    timers.length = 0;
    for (const t of live) t.fn();
    await analytics.flush();
  };
  return { analytics, sent, timers, fire };
}

describe('analytics queue', () => {
  it('batches events and sends them after the flush delay', async () => {
    const { analytics, sent, timers, fire } = setup();
    analytics.track(ANALYTICS_EVENTS.complianceGuidanceView, { path: '/futures', feature: 'futures' });
    analytics.track(ANALYTICS_EVENTS.complianceGuidanceClick, { path: '/futures' });
    expect(sent).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    await fire();
    expect(sent).toEqual([
      [
        { event: 'compliance_guidance_view', properties: { path: '/futures', feature: 'futures' }, time: 1_700_000_000_000 },
        { event: 'compliance_guidance_click', properties: { path: '/futures' }, time: 1_700_000_000_000 },
      ],
    ]);
    expect(analytics.pending()).toBe(0);
  });

  it('sends at once when a batch is full', async () => {
    const { analytics, sent } = setup();
    for (let i = 0; i < 3; i += 1) analytics.track(ANALYTICS_EVENTS.newuserSignup, { variant: 'A', i });
    await analytics.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(3);
  });

  it('retries a failed batch once, then drops it, never throwing', async () => {
    const { analytics, sent, fire } = setup(async () => {
      throw new Error('offline');
    });
    expect(() => analytics.track('newuser_signup')).not.toThrow();
    await fire();
    expect(analytics.pending()).toBe(1);
    await fire();
    expect(sent).toHaveLength(2);
    expect(analytics.pending()).toBe(0);
  });

  it('treats a non-ok answer (timeout, 500) as a failure', async () => {
    const { analytics, fire } = setup(async () => ({ ok: false }));
    analytics.track('newuser_signup');
    await fire();
    expect(analytics.pending()).toBe(1);
  });

  it('drops undefined and non-finite props and masks personal data', async () => {
    const { analytics, sent, fire } = setup();
    analytics.track('x', { a: undefined, b: Number.NaN, email: 'a@b.io', note: 'call 13800138000' });
    analytics.track('');
    await fire();
    expect(sent[0]).toEqual([{ event: 'x', properties: { email: MASK.email, note: `call ${MASK.phone}` }, time: 1_700_000_000_000 }]);
  });
});
