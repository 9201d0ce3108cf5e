#!/usr/bin/env node
/**
 * Serves a static export with a real web server from Debian's packages (nginx, Apache or Caddy),
 * started by its own binary, configured only by the file scripts/security-headers.mjs wrote for
 * it into the export (`nginx.conf`, `.htaccess`, `Caddyfile`) plus the few lines every operator
 * writes (listen address, root, logs), all in a temporary folder (docs/hosting.md).
 *
 *   node __tests__/e2e/hosts/serve-with.mjs <nginx|apache|caddy> --dir out --port 4182
 *
 * Listens on 127.0.0.1 only. The export's base path (read from its pages, e.g. '/clinic') is
 * honoured the way docs/hosting.md#hosts tells an operator to: the web root is a folder that holds the
 * export at that path. Stops the server and removes the folder on SIGINT or SIGTERM;
 * exits with the server's code when it stops by itself.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportBasePath } from '../../../scripts/security-headers.mjs';

/** The binaries, as Debian installs them. */
const HOST_BINARIES = {
  nginx: '/usr/sbin/nginx',
  apache: '/usr/sbin/apache2',
  caddy: '/usr/bin/caddy',
};

/** Root starts the servers' workers as this user (nginx and Apache refuse to serve as root). */
const asRoot = process.getuid?.() === 0;
const WORKER_USER = 'www-data';

function nginxConfig({ tmp, port, root, site }) {
  return `daemon off;
worker_processes 1;
pid ${tmp}/nginx.pid;
error_log stderr warn;
${asRoot ? `user ${WORKER_USER};` : ''}
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${root};
    include ${site}/nginx.conf;
  }
}
`;
}

function apacheConfig({ tmp, port, root }) {
  const modules = ['mpm_event', 'authz_core', 'mime', 'dir', 'headers'];
  return `${modules.map((name) => `LoadModule ${name}_module /usr/lib/apache2/modules/mod_${name}.so`).join('\n')}
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
PidFile ${tmp}/apache.pid
DefaultRuntimeDir ${tmp}
ErrorLog ${tmp}/error.log
LogLevel warn
TypesConfig /etc/mime.types
${asRoot ? `User ${WORKER_USER}\nGroup ${WORKER_USER}` : ''}
DocumentRoot ${root}
<Directory />
  AllowOverride None
  Require all denied
</Directory>
<Directory ${root}>
  Options FollowSymLinks
  AllowOverride All
  Require all granted
</Directory>
`;
}

function caddyConfig({ site }) {
  return `{
\tadmin off
\tauto_https off
\tdefault_bind 127.0.0.1
\tlog {
\t\tlevel WARN
\t}
}
import ${site}/Caddyfile
`;
}

/**
 * The command that runs `server` in the foreground with its config in `tmp`.
 * @returns {{command: string, args: string[], env: NodeJS.ProcessEnv}}
 */
function command(server, options) {
  const { tmp, port, root } = options;
  const file = path.join(tmp, `${server}.conf`);
  if (server === 'nginx') {
    writeFileSync(file, nginxConfig(options));
    return {
      command: HOST_BINARIES.nginx,
      args: ['-e', 'stderr', '-p', tmp, '-c', file],
      env: process.env,
    };
  }
  if (server === 'apache') {
    writeFileSync(file, apacheConfig(options));
    return {
      command: HOST_BINARIES.apache,
      args: ['-f', file, '-DFOREGROUND'],
      env: {
        ...process.env,
        APACHE_RUN_DIR: tmp,
        APACHE_LOCK_DIR: tmp,
        APACHE_PID_FILE: `${tmp}/apache.pid`,
      },
    };
  }
  writeFileSync(file, caddyConfig(options));
  return {
    command: HOST_BINARIES.caddy,
    args: ['run', '--config', file, '--adapter', 'caddyfile'],
    env: {
      ...process.env,
      HOME: tmp,
      XDG_DATA_HOME: tmp,
      XDG_CONFIG_HOME: tmp,
      CLINIC_SITE_ADDRESS: `http://127.0.0.1:${port}`,
      CLINIC_SITE_ROOT: root,
    },
  };
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string' }, port: { type: 'string' } },
});
const server = positionals[0];
if (!Object.hasOwn(HOST_BINARIES, server ?? '') || !values.dir || !values.port) {
  console.error('Usage: serve-with.mjs <nginx|apache|caddy> --dir <export> --port <port>');
  process.exit(2);
}
const exported = path.resolve(values.dir);
const basePath = exportBasePath(exported) ?? '';
const tmp = mkdtempSync(path.join(tmpdir(), `e2e-${server}-`));
// The workers (www-data) read the web root through this folder.
chmodSync(tmp, 0o755);
// A copy of the export, at its base path: the checkout may sit in a folder the workers cannot
// enter (a fresh clone in a private temporary folder, /root).
const root = path.join(tmp, 'www');
const site = path.join(root, basePath);
mkdirSync(path.dirname(site), { recursive: true });
cpSync(exported, site, { recursive: true });

const run = command(server, { tmp, port: Number(values.port), root, site });
const child = spawn(run.command, run.args, {
  env: run.env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const cleanUp = () => rmSync(tmp, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    // nginx and Apache stop gracefully on SIGQUIT/SIGWINCH too, but SIGTERM stops them now.
    child.kill('SIGTERM');
  });
}
child.once('error', (error) => {
  console.error(`Could not start ${run.command}: ${error.message}`);
  cleanUp();
  process.exit(1);
});
child.once('exit', (code, signal) => {
  // Apache cannot log to a pipe's /proc/self/fd/2: its log goes to a file, shown on failure.
  if (code && existsSync(path.join(tmp, 'error.log'))) {
    process.stderr.write(readFileSync(path.join(tmp, 'error.log')));
  }
  cleanUp();
  process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1));
});
