// What a unit spec takes from @tezgah/testing, as `@tezgah/testing/unit`: fakes and helpers with
// no process, socket or database behind them, so a spec does not load the integration half
// (Nest's core, the NATS and RabbitMQ clients: about 400 modules, 0.3 s of every spec file).
export { eventually } from './eventually';
export { mostWithin } from './windows';
export { automock, fakeRpcTransport, fakeTransactions } from './service-fakes';
export { ONLY_DATE_FAKED } from './date-clock';
