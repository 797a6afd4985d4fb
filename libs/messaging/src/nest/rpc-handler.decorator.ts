import { SetMetadata } from '@nestjs/common';
import type { RpcPattern } from '@tezgah/contracts';
import type { RpcHandlerFn } from '../rpc/rpc-transport';

export const RPC_HANDLER_METADATA = 'tezgah.messaging.rpc-handler';

/**
 * Serves `pattern` with the decorated method `(payload, ctx) => Promise<Res>`; registered on the
 * RpcTransport when the application boots. The method's types must fit the pattern's.
 */
export function RpcHandler<Req, Res>(pattern: RpcPattern<Req, Res>) {
  return <T extends RpcHandlerFn<Req, Res>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    SetMetadata(RPC_HANDLER_METADATA, pattern)(target, key, descriptor);
  };
}
