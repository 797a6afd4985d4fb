import { applyReport, type JobState } from './job-lifecycle';

const queued: JobState = { status: 'queued', progress: 0, result: null, error: null };

describe('applyReport', () => {
  it('starts a queued job when progress is reported', () => {
    expect(applyReport(queued, { job_id: 'j', progress: 10 })).toEqual({ ...queued, status: 'running', progress: 10 });
  });

  it('never moves progress backwards', () => {
    const running: JobState = { ...queued, status: 'running', progress: 60 };
    expect(applyReport(running, { job_id: 'j', progress: 40 })).toBeNull();
    expect(applyReport(running, { job_id: 'j', progress: 70 })?.progress).toBe(70);
  });

  it('holds running progress below 100 and sets 100 on completion', () => {
    const running: JobState = { ...queued, status: 'running', progress: 10 };
    expect(applyReport(running, { job_id: 'j', progress: 150 })?.progress).toBe(99);
    expect(applyReport(running, { job_id: 'j', status: 'completed', result: { created: 3 } })).toEqual({
      status: 'completed',
      progress: 100,
      result: { created: 3 },
      error: null,
    });
  });

  it('records the error of a failed job and keeps its progress', () => {
    const running: JobState = { ...queued, status: 'running', progress: 30 };
    expect(applyReport(running, { job_id: 'j', status: 'failed', error: 'boom' })).toEqual({
      status: 'failed',
      progress: 30,
      result: null,
      error: 'boom',
    });
  });

  it('ignores anything reported after the job ended', () => {
    const completed: JobState = { status: 'completed', progress: 100, result: {}, error: null };
    const failed: JobState = { status: 'failed', progress: 5, result: null, error: 'x' };
    expect(applyReport(completed, { job_id: 'j', status: 'failed', error: 'late' })).toBeNull();
    expect(applyReport(failed, { job_id: 'j', progress: 50 })).toBeNull();
  });
});
