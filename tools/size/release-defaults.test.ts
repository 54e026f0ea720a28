/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toolbarFiles } from './release-defaults';

describe('the release-defaults check', () => {
  it('names the files of a build that carry the toolbar, and none of a clean one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-release-defaults-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html></html>');
    fs.writeFileSync(path.join(dir, 'assets/index-a.js'), 'console.log(1)');
    expect(toolbarFiles(dir)).toEqual([]);
    fs.writeFileSync(path.join(dir, 'assets/dev-bar-b.js'), 'fetch("/__mock/scenarios")');
    expect(toolbarFiles(dir)).toEqual(['assets/dev-bar-b.js']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
