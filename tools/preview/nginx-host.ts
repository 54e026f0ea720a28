/**
 * The part of nginx.conf a host provides around our config (process basics, temp folders, mime
 * types), for tools that run nginx themselves: the preview and the release check.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where Debian's nginx keeps its dynamic modules (`libnginx-mod-http-brotli-static`). */
const MODULE_DIRS = ['/usr/lib/nginx/modules', '/usr/local/lib/nginx/modules'];

/**
 * The host's brotli_static module, if installed. Loaded by absolute path: a host's own
 * `modules-enabled` lines are relative to its prefix, which our `nginx -p <dir>` replaces.
 */
export function brotliStaticModule(): string | undefined {
  for (const dir of MODULE_DIRS) {
    const file = path.join(dir, 'ngx_http_brotli_static_module.so');
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

/**
 * A complete nginx.conf whose `http { }` holds `httpBody`; `dir` keeps the pid, log and temp
 * folders; `userLine` is nginx's `user` line when the master runs as root ('' otherwise). It
 * loads the host's brotli_static module when there is one.
 */
export function nginxHostConf(dir: string, userLine: string, httpBody: string): string {
  const mimeTypes = fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  // A release's compression.conf turns brotli_static on where the host has the module
  // (tools/release/deploy.mjs), so the module must be loaded here as a host would load it.
  const brotli = brotliStaticModule();
  return `${brotli ? `load_module ${brotli};\n` : ''}${userLine}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${httpBody}
}
`;
}
