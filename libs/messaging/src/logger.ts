/**
 * The little a transport needs to report what it cannot hand back to a caller: pino's
 * `logger.error(obj, msg)` shape, so a service passes its pino logger as is.
 */
export interface MessagingLogger {
  error(obj: Record<string, unknown>, msg: string): void;
  warn?(obj: Record<string, unknown>, msg: string): void;
}

/** Used when a service passes no logger: a lost error must still leave a trace. */
export const consoleLogger: MessagingLogger = {
  error: (obj, msg) => console.error(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
};

export function warn(logger: MessagingLogger, obj: Record<string, unknown>, msg: string): void {
  if (logger.warn) logger.warn(obj, msg);
  else logger.error(obj, msg);
}

/** The fields of an error worth logging; pino serialises `err` itself, console does not. */
export function errorFields(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { err: error, message: error.message } : { err: String(error) };
}
