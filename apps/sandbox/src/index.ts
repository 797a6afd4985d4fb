export { SandboxModule } from './sandbox.module';
export { loadSandboxConfig } from './config/sandbox.config';
