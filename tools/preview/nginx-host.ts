/**
 * The part of nginx.conf a host provides around our config (process basics, temp folders, mime
 * types), for tools that run nginx themselves: the preview and the release check.
 */
import fs from 'node:fs';

/**
 * A complete nginx.conf whose `http { }` holds `httpBody`; `dir` keeps the pid, log and temp
 * folders; `userLine` is nginx's `user` line when the master runs as root ('' otherwise).
 */
export function nginxHostConf(dir: string, userLine: string, httpBody: string): string {
  const mimeTypes = fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  return `${userLine}
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
