import { decodeAckResponse, decodePasskeyStrategyResponse, type ApiResult, type ResponseDecoder } from '@exchange/api';
import { createPasskeyTransport, type PasskeyApiClient } from './api-transport';

/** A client that decodes `raw` with the decoder it is handed, as the real one does with a body. */
function clientAnswering(raw: unknown, extra: Partial<ApiResult<unknown>> = {}) {
  const post = jest.fn(async (_path: string, decode: ResponseDecoder<unknown>) => ({ ...decode(raw), ...extra }));
  return { client: { post } as unknown as PasskeyApiClient, post };
}

describe('createPasskeyTransport', () => {
  it("posts the body silently (the service owns its toasts) with the call's decoder, and keeps a non-zero code and its message", async () => {
    const { client, post } = clientAnswering({ code: 10902313, message: 'already registered', data: { x: 1 } });
    const signal = new AbortController().signal;
    const answer = await createPasskeyTransport(client).post('/p', { data: '{}' }, decodeAckResponse, { signal });
    expect(answer).toEqual({ ok: true, code: 10902313, message: 'already registered', data: null });
    expect(post).toHaveBeenCalledWith('/p', decodeAckResponse, { body: { data: '{}' }, json: undefined, signal, silent: true });
  });

  it('code 0 answers with the data as the decoder typed it', async () => {
    const { client } = clientAnswering({ code: 0, message: 'success', data: { passkey: { challenge: 'c' } } });
    await expect(createPasskeyTransport(client).post('/p', {}, decodePasskeyStrategyResponse)).resolves.toEqual({
      ok: true,
      code: 0,
      message: 'success',
      data: { passkey: { challenge: 'c' } },
    });
  });

  it('hands over the decoded data as it is: each answer is decoded once, by the api decoder', async () => {
    const decoded = { ok: true, code: 0, message: 'success', data: { token: 't' } };
    const decode = jest.fn(() => decoded);
    const client = { post: async (_path: string, run: ResponseDecoder<unknown>) => run({ raw: true }) } as unknown as PasskeyApiClient;
    const answer = await createPasskeyTransport(client).post('/p', {}, decode);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(answer.data).toBe(decoded.data);
  });

  it("a transport failure (timeout, HTTP error, HTML page) is not an answer; the data is the decoder's fallback", async () => {
    const { client } = clientAnswering(undefined, { ok: false, failure: 'http' });
    await expect(createPasskeyTransport(client).post('/p', {}, decodePasskeyStrategyResponse)).resolves.toEqual({
      ok: false,
      code: -1,
      message: '',
      data: { passkey: null },
    });
  });

  it('an HTTP error is not an answer even when its body carries a code', async () => {
    const { client } = clientAnswering({ code: 10902313, message: 'x' }, { ok: false, failure: 'http', status: 500 });
    await expect(createPasskeyTransport(client).post('/p', {}, decodeAckResponse)).resolves.toMatchObject({ ok: false });
  });

  it('a body without a numeric code is not an answer', async () => {
    const { client } = clientAnswering({ code: 'zero', data: {} });
    await expect(createPasskeyTransport(client).post('/p', {}, decodeAckResponse)).resolves.toMatchObject({ ok: false, code: -1 });
  });
});
