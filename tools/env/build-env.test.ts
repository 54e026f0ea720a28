/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildFlags, buildVersion, devServerAddress } from './build-env';

describe('the build environment', () => {
  it('the dev server listens on loopback unless HOST says otherwise', () => {
    expect(devServerAddress({}).host).toBe('127.0.0.1');
    expect(devServerAddress({ HOST: '' }).host).toBe('127.0.0.1');
    expect(devServerAddress({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(devServerAddress({ PORT: '38300' }).port).toBe(38300);
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
    expect(buildFlags({})).toMatchObject({ devToolbar: false, embeddedBackend: false });
    expect(buildFlags({ EXCHANGE_DEV_TOOLBAR: '1' })).toMatchObject({ devToolbar: true, embeddedBackend: false });
    expect(buildFlags({ EXCHANGE_EMBEDDED_BACKEND: '1' })).toMatchObject({ devToolbar: false, embeddedBackend: true });
    expect(buildFlags({ EXCHANGE_DEV_TOOLBAR: '0' })).toMatchObject({ devToolbar: false });
  });

  it("a build's id is the release's stamp, else its Nx task's hash (a function of sources and settings), never the commit", () => {
    expect(buildVersion({ BUILD_VERSION: '202612070300-abc', NX_TASK_HASH: '123456789012345' })).toBe('202612070300-abc');
    expect(buildVersion({ NX_TASK_HASH: '123456789012345' })).toBe('nx-123456789012');
    expect(buildVersion({})).toBe('local');
  });
});
