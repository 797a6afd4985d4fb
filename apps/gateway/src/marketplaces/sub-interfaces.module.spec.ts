import { Module } from '@nestjs/common';
import { RouterModule } from '@nestjs/core';
import type { MarketplaceSlug } from '@tezgah/contracts';
import { SUB_INTERFACES } from './sub-interfaces';
import { subInterfacesModule } from './sub-interfaces.module';

@Module({})
class SomeRoutesModule {}

describe('subInterfacesModule', () => {
  it("mounts each registered sub-interface's routes under marketplaces/<slug>", () => {
    const mounted = subInterfacesModule([{ slug: 'amazon', routes: SomeRoutesModule }]);
    expect(mounted.imports?.[0]).toBe(SomeRoutesModule);
    const router = mounted.imports?.[1] as { module: unknown; providers: Array<{ useValue?: unknown }> };
    expect(router.module).toBe(RouterModule);
    expect(router.providers.map((provider) => provider.useValue)).toContainEqual([
      { path: 'marketplaces/amazon', module: SomeRoutesModule },
    ]);
  });

  it('refuses a slug the registry does not know, and two sub-interfaces for one marketplace', () => {
    expect(() => subInterfacesModule([{ slug: 'nowhere' as MarketplaceSlug, routes: SomeRoutesModule }])).toThrow(/nowhere/);
    expect(() =>
      subInterfacesModule([
        { slug: 'n11', routes: SomeRoutesModule },
        { slug: 'n11', routes: SomeRoutesModule },
      ]),
    ).toThrow(/n11/);
  });

  it('serves the registry of sub-interfaces: Trendyol and Amazon', () => {
    expect(SUB_INTERFACES.map((subInterface) => subInterface.slug)).toEqual(['trendyol', 'amazon']);
    expect(() => subInterfacesModule(SUB_INTERFACES)).not.toThrow();
  });
});
