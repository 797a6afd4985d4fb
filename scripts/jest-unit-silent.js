// A green unit run prints Jest's report and nothing else: the log lines a service writes when a
// spec provokes a failure on purpose (a retried step's warning) are not news. A spec that reads
// log lines gives its logger a destination of its own (libs/observability's specs).
process.env.LOG_LEVEL = 'silent';
