import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorFactory } from '../core/simulator';
import { marketplaceControl } from '../shared/control.routes';
import { guardApi } from '../shared/marketplace.hooks';
import { MarketplaceState } from '../shared/seller-account';
import { SellerThrottle } from '../shared/throttle';
import { FLO_INVALID_AUTH, floError, floErrorBody } from './flo-errors';
import { carrierName, FloPackages } from './flo-packages';
import { renderOrder } from './flo-shapes';
import { orderRoutes } from './order.routes';
import { shipmentRoutes } from './shipment.routes';

/** FLO publishes no request budget: 600 a minute per Basic user is the sandbox's. */
export const FLO_RATE = { points: 600, durationSeconds: 60 };

/**
 * FLO under `/flo`: the paths of its Swagger page under `/v1` (orders, package statuses, claims,
 * invoice links, shipping; docs/simulators/flo.md), Basic auth on every call, and the control
 * API of decisions §14. FLO documents no product, stock or price endpoint: none is served.
 */
export const floSimulator: SimulatorFactory = () => {
  const state = new MarketplaceState(0);
  const packages = new FloPackages();
  const throttle = new SellerThrottle(FLO_RATE);
  const render = (order: Parameters<typeof renderOrder>[0]) => {
    const pkg = packages.of(order.number);
    return renderOrder(order, pkg, carrierName(pkg.shippingMethodId));
  };
  return {
    party: 'flo',
    api: async (app) => {
      await app.register(
        async (v1) => {
          guardApi(v1, { authenticate, throttle, rateLimited: () => floError('too_many_requests', 'Too many requests.') });
          await v1.register(orderRoutes(state, packages, userOf));
          await v1.register(shipmentRoutes(state, packages, userOf), { prefix: '/shipment' });
        },
        { prefix: '/v1' },
      );
    },
    control: marketplaceControl(state, render),
    errorBody: floErrorBody,
    reset: () => {
      state.reset();
      packages.reset();
      throttle.reset();
    },
  };
};

/** The Basic user and password, or null when the header is not `Basic base64(user:password)`. */
function basicOf(request: FastifyRequest): { user: string; password: string } | null {
  const [scheme, encoded] = String(request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1 || colon === decoded.length - 1) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The seller account is the Basic user's; `invalid` as user or password is refused (decisions §14). */
function authenticate(request: FastifyRequest, reply: FastifyReply): string | null {
  const basic = basicOf(request);
  if (!basic || basic.user === 'invalid' || basic.password === 'invalid') {
    reply.code(401).send(FLO_INVALID_AUTH);
    return null;
  }
  return basic.user;
}

const userOf = (request: FastifyRequest) => basicOf(request)?.user ?? '';
