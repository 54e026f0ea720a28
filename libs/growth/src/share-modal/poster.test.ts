import { createPosterDataUrl, POSTER_HEIGHT, POSTER_SCALE, POSTER_WIDTH } from './poster';

const colors = { background: '#fff', text: '#111', mutedText: '#555', primary: '#15d' };

describe('createPosterDataUrl', () => {
  it('falls back to undefined when the browser has no 2d canvas', async () => {
    const doc = { createElement: () => ({ getContext: () => null }) } as unknown as Document;
    await expect(createPosterDataUrl({ url: 'https://x.test', colors, fontFamily: 'sans-serif' }, doc)).resolves.toBeUndefined();
  });

  it('falls back to undefined when export throws (tainted canvas)', async () => {
    const ctx = { fillRect: jest.fn(), fillText: jest.fn(), measureText: () => ({ width: 10 }) };
    const doc = {
      createElement: () => ({
        getContext: () => ctx,
        toDataURL: () => {
          throw new Error('SecurityError');
        },
      }),
    } as unknown as Document;
    await expect(createPosterDataUrl({ url: 'https://x.test', colors, fontFamily: 'sans-serif' }, doc)).resolves.toBeUndefined();
  });

  it('draws title, code and url on a portrait canvas and returns a PNG data URL', async () => {
    const fillText = jest.fn();
    const ctx = { fillRect: jest.fn(), fillText, scale: jest.fn(), measureText: (s: string) => ({ width: s.length * 10 }) };
    const canvas = { getContext: () => ctx, toDataURL: () => 'data:image/png;base64,AAAA', width: 0, height: 0 };
    const doc = { createElement: () => canvas } as unknown as Document;
    const result = await createPosterDataUrl(
      { title: 'Join me', content: 'Get rewards', refCode: 'AB12', refCodeLabel: 'Invite code:', url: 'https://x.test/s', colors, fontFamily: 'sans-serif' },
      doc,
    );
    expect(result).toBe('data:image/png;base64,AAAA');
    expect([canvas.width, canvas.height]).toEqual([POSTER_WIDTH * POSTER_SCALE, POSTER_HEIGHT * POSTER_SCALE]);
    expect(POSTER_WIDTH / POSTER_HEIGHT).toBeCloseTo(2 / 3);
    const drawn = fillText.mock.calls.map((c) => c[0]);
    expect(drawn).toEqual(expect.arrayContaining(['Join me', 'Get rewards', 'Invite code: AB12', 'https://x.test/s']));
  });
});
