import { createPasskeyTransport, type PasskeyApiClient } from './api-transport';

function clientAnswering(raw: unknown, extra: { failure?: string } = {}) {
  const post = jest.fn<ReturnType<PasskeyApiClient['post']>, Parameters<PasskeyApiClient['post']>>(async (_path, decode) => ({
    ...decode(raw),
    ...extra,
  }));
  return { client: { post } as PasskeyApiClient, post };
}

describe('createPasskeyTransport', () => {
  it('posts the body silently (the service owns its toasts) and keeps code, message and raw data', async () => {
    const { client, post } = clientAnswering({ code: 10902313, message: 'already registered', data: { x: 1 } });
    const signal = new AbortController().signal;
    const answer = await createPasskeyTransport(client).post('/p', { data: '{}' }, { signal });
    expect(answer).toEqual({ ok: true, code: 10902313, message: 'already registered', data: { x: 1 } });
    expect(post).toHaveBeenCalledWith('/p', expect.any(Function), { body: { data: '{}' }, json: undefined, signal, silent: true });
  });

  it('code 0 answers with its data', async () => {
    const { client } = clientAnswering({ code: 0, message: 'success', data: { passkey: { challenge: 'c' } } });
    await expect(createPasskeyTransport(client).post('/p', {})).resolves.toEqual({
      ok: true,
      code: 0,
      message: 'success',
      data: { passkey: { challenge: 'c' } },
    });
  });

  it('a transport failure (timeout, HTTP error, HTML page) is not an answer', async () => {
    const { client } = clientAnswering(undefined, { failure: 'http' });
    await expect(createPasskeyTransport(client).post('/p', {})).resolves.toEqual({ ok: false, code: -1, message: '', data: null });
  });

  it('a body without a numeric code is not an answer', async () => {
    const { client } = clientAnswering({ code: 'zero', data: {} });
    await expect(createPasskeyTransport(client).post('/p', {})).resolves.toMatchObject({ ok: false, code: -1 });
  });
});
