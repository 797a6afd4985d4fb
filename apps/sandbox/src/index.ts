export { SandboxModule } from './sandbox.module';
