import type { TezgahSchemas } from '@tezgah/client';
import { session } from './session';

export type Job = TezgahSchemas['JobResponse'];
export type Attention = TezgahSchemas['AttentionResponse'];

/** A job's state until it finishes (`GET /v1/jobs/{id}/events`). */
export function followJob(id: string, onJob: (job: Job) => void, onError: (message: string) => void): () => void {
  return followEvents<Job>(
    `/v1/jobs/${encodeURIComponent(id)}/events`,
    onJob,
    onError,
    (job) => job.status === 'completed' || job.status === 'failed',
  );
}

/** The home page's attention counts as they change (`GET /v1/attention/events`). */
export function followAttention(onAttention: (attention: Attention) => void, onError: (message: string) => void): () => void {
  return followEvents<Attention>('/v1/attention/events', onAttention, onError);
}

/**
 * Follows a server-sent event stream of the gateway: fetch rather than EventSource, so the bearer
 * token travels in the Authorization header like every other call. Reconnects (the server sends
 * the current state first) when the stream ends before `finished`. Returns a function that stops.
 */
function followEvents<T>(
  path: string,
  onData: (data: T) => void,
  onError: (message: string) => void,
  finishedBy?: (data: T) => boolean,
): () => void {
  const controller = new AbortController();
  let finished = false;
  const run = async () => {
    for (let attempt = 0; !finished && !controller.signal.aborted; attempt++) {
      try {
        const response = await fetch(path, {
          headers: { authorization: `Bearer ${session.accessToken() ?? ''}`, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
          onError(body?.error?.message ?? 'Canlı bağlantı kurulamadı.');
          return;
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = message
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (!data) continue;
            const parsed = JSON.parse(data) as T;
            finished = finishedBy?.(parsed) ?? false;
            onData(parsed);
          }
        }
      } catch {
        if (controller.signal.aborted) return;
        if (attempt > 5) {
          onError('Canlı bağlantı kurulamadı.');
          return;
        }
      }
      if (!finished) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  void run();
  return () => controller.abort();
}
