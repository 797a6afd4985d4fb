/**
 * A request/reply pattern: its name `<service>.<resource>.<verb>` with the request and response
 * types riding along as phantom types, so a caller and a handler cannot disagree on a shape.
 */
export interface RpcPattern<Req, Res> {
  readonly name: string;
  readonly __types?: { req: Req; res: Res };
}

export function definePattern<Req, Res>(name: string): RpcPattern<Req, Res> {
  return { name };
}

export type RpcRequest<P> = P extends RpcPattern<infer Req, unknown> ? Req : never;
export type RpcResponse<P> = P extends RpcPattern<unknown, infer Res> ? Res : never;
