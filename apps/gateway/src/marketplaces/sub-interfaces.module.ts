import { type DynamicModule, Module } from '@nestjs/common';
import { RouterModule } from '@nestjs/core';
import { marketplaceOf } from '@tezgah/contracts';
import type { MarketplaceSubInterface } from '@tezgah/gateway-kit';

@Module({})
class MarketplaceSubInterfacesModule {}

/**
 * Mounts each sub-interface's routes under `marketplaces/<slug>` (below the global `v1`), so they
 * pass through the same hooks, guard, pipe and filter as the gateway's own and appear in the
 * OpenAPI document. A slug must be one of the registry's, with one sub-interface at most.
 */
export function subInterfacesModule(subInterfaces: readonly MarketplaceSubInterface[]): DynamicModule {
  const slugs = new Set<string>();
  for (const { slug } of subInterfaces) {
    if (!marketplaceOf(slug)) throw new Error(`A sub-interface names ${slug}, which is not a marketplace of the registry`);
    if (slugs.has(slug)) throw new Error(`Two sub-interfaces name ${slug}: a marketplace has one`);
    slugs.add(slug);
  }
  return {
    module: MarketplaceSubInterfacesModule,
    imports: [
      ...subInterfaces.map(({ routes }) => routes),
      RouterModule.register(subInterfaces.map(({ slug, routes }) => ({ path: `marketplaces/${slug}`, module: routes }))),
    ],
  };
}
