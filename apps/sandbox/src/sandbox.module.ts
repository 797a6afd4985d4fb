import { Module } from '@nestjs/common';
import { loadSandboxConfig, SANDBOX_CONFIG } from './config/sandbox.config';
import { SandboxListener } from './sandbox.listener';

/**
 * The marketplace, carrier and e-invoice sandboxes (decisions §13-14) on `SANDBOX_PORT`. No
 * database and no messaging: its state lives in memory until `POST /control/reset`.
 */
@Module({
  providers: [{ provide: SANDBOX_CONFIG, useFactory: () => loadSandboxConfig() }, SandboxListener],
  exports: [SandboxListener],
})
export class SandboxModule {}
