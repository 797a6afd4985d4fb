export { GENERIC_CARRIERS, genericCarrierSimulators } from './generic-carrier.simulator';
