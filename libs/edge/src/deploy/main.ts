// The deploy program's entry point, bundled into the release as deploy.mjs: it imports only the
// grammar, the renderers and the head writer, so the bundle needs nothing on a server but node.
// The release folder is the one the program sits in, wherever it was unpacked, moved or copied.
import path from 'node:path';
import { runDeploy } from './deploy';

void runDeploy(process.argv.slice(2), path.dirname(path.resolve(process.argv[1] ?? '.'))).then((code) => {
  process.exitCode = code;
});
