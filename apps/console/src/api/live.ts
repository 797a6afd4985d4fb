import type { TezgahSchemas } from '@tezgah/client';
import { session } from './session';

export type Job = TezgahSchemas['JobResponse'];

/**
 * Follows a job through `GET /v1/jobs/{id}/events` (server-sent events): fetch rather than
 * EventSource, so the bearer token travels in the Authorization header like every other call.
 * Reconnects (with the current state sent first) if the stream drops before the job finishes.
 * Returns a function that stops following.
 */
export function followJob(id: string, onJob: (job: Job) => void, onError: (message: string) => void): () => void {
  const controller = new AbortController();
  let finished = false;
  const run = async () => {
    for (let attempt = 0; !finished && !controller.signal.aborted; attempt++) {
      try {
        const response = await fetch(`/v1/jobs/${encodeURIComponent(id)}/events`, {
          headers: { authorization: `Bearer ${session.accessToken() ?? ''}`, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
          onError(body?.error?.message ?? 'İş durumu okunamadı.');
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
            const job = JSON.parse(data) as Job;
            finished = job.status === 'completed' || job.status === 'failed';
            onJob(job);
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
