import { getSite } from '@exchange/site-registry';
import { clearMessageCache, loadMessages } from '../i18n/load-messages';
import { preloadFirstPage } from './shell-root';

// Every catalogue request answers a one-entry bundle; the paths asked for are the subject.
const requested: string[] = [];
jest.mock('../services/http', () => ({
  platformHttp: () => ({
    get: async (path: string, decode: (raw: unknown) => unknown) => {
      requested.push(path);
      return decode({ greeting: 'hello' });
    },
    post: async () => ({ ok: false, data: undefined }),
  }),
}));

const main = getSite('main');
const cdnBase = main.cdnBase;

beforeEach(() => {
  requested.length = 0;
  clearMessageCache();
});

describe('preloadFirstPage (before React’s first render)', () => {
  it('asks for the page locale’s catalogues (and English under them) at once', () => {
    preloadFirstPage(main, 'fr');
    expect(requested.filter((path) => path.includes('/fr/'))).toHaveLength(5);
    expect(requested.filter((path) => path.includes('/en/'))).toHaveLength(5);
  });

  it('the provider’s load of the same locale finds them in flight: no second request', async () => {
    preloadFirstPage(main, 'fr');
    const before = requested.length;
    const messages = await loadMessages({ locale: 'fr', cdnBase });
    expect(requested).toHaveLength(before);
    expect(messages.greeting).toBe('hello');
  });
});
