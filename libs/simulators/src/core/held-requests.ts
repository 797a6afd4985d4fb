import type { ServerResponse } from 'node:http';

/**
 * Requests a `timeout` fault holds without answering. The client gives up on its own; a reset
 * cuts the rest off (the connection is destroyed, as a dead upstream eventually does) so that no
 * test inherits them. Shutdown closes every connection anyway (`forceCloseConnections`).
 */
export class HeldRequests {
  private readonly held = new Set<ServerResponse>();

  hold(response: ServerResponse): void {
    this.held.add(response);
    response.once('close', () => this.held.delete(response));
  }

  releaseAll(): void {
    for (const response of this.held) response.destroy();
    this.held.clear();
  }
}
