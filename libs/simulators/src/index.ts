// The simulated third parties and the sandbox core that serves them (apps/sandbox listens with it).
export type { SandboxSettings, Simulator, SimulatorFactory } from './core/simulator';
export type { RecordedCall } from './core/call-log';
export { createSandboxServer, type SandboxServerOptions } from './core/sandbox-server';
export { createSimulators, SIMULATOR_FACTORIES } from './simulators';
// `<connector>Simulator` for each connector of the registry (marketplaces.generated.ts).
export * from './marketplaces.generated';
export { createAmazonSimulator } from './amazon';
// For the Mirakl connector's spec: its requests checked against Mirakl's seller OpenAPI document.
export { MiraklOpenApi } from './mirakl/testing/mirakl-openapi';
export { arasSimulator } from './carriers/aras/aras.simulator';
export { pttSimulator } from './carriers/ptt/ptt.simulator';
export { yurticiSimulator } from './carriers/yurtici/yurtici.simulator';
export { upsSimulator } from './carriers/ups';
export { dhlSimulator } from './carriers/dhl';
export { mngSimulator } from './carriers/mng';
export { GENERIC_CARRIERS, genericCarrierSimulators } from './carriers/generic';
export { createNilveraSimulator, nilveraSimulator } from './invoice-providers/nilvera/nilvera.simulator';
export { parasutSimulator } from './invoice-providers/parasut/parasut.simulator';
export { createUyumsoftSimulator, uyumsoftSimulator } from './invoice-providers/uyumsoft/uyumsoft.simulator';
export { createLogoSimulator, logoSimulator } from './invoice-providers/logo/logo.simulator';
export { SANDBOX_UBL_VALIDATOR, type UblValidator } from './invoice-providers/shared/ubl-check';
// For connector specs: the sandbox on a free port, and the settings the simulator specs use.
export { type SandboxUnderTest, useSandboxUnderTest } from './testing/sandbox-under-test';
export { TEST_SETTINGS } from './testing/simulator-test-app';
