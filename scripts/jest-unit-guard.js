// The unit tier's rule, enforced: a unit spec touches no socket, server, process or embedded
// database. One that does is an integration spec and is named `*.int.spec.ts`.
const childProcess = require('node:child_process');
const net = require('node:net');

const refuse = (what) => () => {
  throw new Error(`a unit spec may not ${what}: name the file *.int.spec.ts (docs/testing.md)`);
};

net.Socket.prototype.connect = refuse('open a socket');
net.Server.prototype.listen = refuse('listen on a port');
for (const name of ['spawn', 'fork', 'exec', 'execFile', 'spawnSync', 'execSync', 'execFileSync']) {
  childProcess[name] = refuse('start a process');
}
