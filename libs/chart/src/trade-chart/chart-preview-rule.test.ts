import { startsAsPreview } from './chart-preview-rule';

const phone = { viewportWidth: 767, breakpointPx: 768, coarsePointer: true, debug: false, markerCount: 0, tdVisible: false };

describe('startsAsPreview', () => {
  it('opens a phone chart (under the 768 px breakpoint, a finger) as the preview', () => {
    expect(startsAsPreview(phone)).toBe(true);
  });

  it('opens the engine at the breakpoint itself and above', () => {
    expect(startsAsPreview({ ...phone, viewportWidth: 768 })).toBe(false);
    expect(startsAsPreview({ ...phone, viewportWidth: 1280 })).toBe(false);
  });

  it('opens the engine for a mouse or pen, whatever the width', () => {
    expect(startsAsPreview({ ...phone, coarsePointer: false })).toBe(false);
  });

  it('opens the engine when what only it draws or probes is wanted from the start', () => {
    expect(startsAsPreview({ ...phone, debug: true })).toBe(false);
    expect(startsAsPreview({ ...phone, markerCount: 1 })).toBe(false);
    expect(startsAsPreview({ ...phone, tdVisible: true })).toBe(false);
  });
});
