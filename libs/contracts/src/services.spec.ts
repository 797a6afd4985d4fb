import { CONNECTORS } from './marketplaces/registry';
import { SERVICES, serviceMetricsPort } from './services';

describe('SERVICES', () => {
  it('gives every service a name and an internal port of its own', () => {
    expect(new Set(SERVICES.map((service) => service.name)).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((service) => service.metricsPort)).size).toBe(SERVICES.length);
  });

  it('runs every connector of the registry as connector-<name> on its port', () => {
    for (const { name, metricsPort } of CONNECTORS) {
      expect(SERVICES).toContainEqual({ name: `connector-${name}`, metricsPort });
    }
  });

  it("answers a service's internal port by name, and refuses a name it does not list", () => {
    expect(serviceMetricsPort('gateway')).toBe(9464);
    expect(serviceMetricsPort('connector-flo')).toBe(CONNECTORS.find((connector) => connector.name === 'flo')?.metricsPort);
    expect(() => serviceMetricsPort('connector-nowhere')).toThrow('no service named connector-nowhere');
  });
});
