/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildFlags, devServerAddress } from './build-env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the build environment', () => {
  it('the dev server listens on loopback unless HOST says otherwise', () => {
    delete process.env.HOST;
    expect(devServerAddress().host).toBe('127.0.0.1');
    process.env.HOST = '0.0.0.0';
    expect(devServerAddress().host).toBe('0.0.0.0');
  });

  it('the dev server and the app config both take that address (no host of their own)', () => {
    const root = path.resolve(__dirname, '../..');
    for (const file of ['tools/dev/dev-server.ts', 'tools/vite/app-vite-config.ts']) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      expect(source).toContain('devServerAddress()');
      expect(source).not.toMatch(/host:\s*['"]/);
    }
  });

  it('a build carries neither the toolbar nor the embedded-backend assumption unless it asks for each', () => {
    delete process.env.EXCHANGE_DEV_TOOLBAR;
    delete process.env.EXCHANGE_EMBEDDED_BACKEND;
    expect(buildFlags()).toMatchObject({ devToolbar: false, embeddedBackend: false });
    process.env.EXCHANGE_DEV_TOOLBAR = '1';
    expect(buildFlags()).toMatchObject({ devToolbar: true, embeddedBackend: false });
    process.env.EXCHANGE_EMBEDDED_BACKEND = '1';
    delete process.env.EXCHANGE_DEV_TOOLBAR;
    expect(buildFlags()).toMatchObject({ devToolbar: false, embeddedBackend: true });
  });
});
