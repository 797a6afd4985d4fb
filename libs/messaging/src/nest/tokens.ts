/** Injection token of the process's RpcTransport (`@Inject(RPC_TRANSPORT) rpc: RpcTransport`). */
export const RPC_TRANSPORT = 'tezgah.messaging.RpcTransport';

/** Injection token of the process's EventBus (`@Inject(EVENT_BUS) bus: EventBus`). */
export const EVENT_BUS = 'tezgah.messaging.EventBus';
