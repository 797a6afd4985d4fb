// Every test runs in UTC with decorator metadata available.
process.env.TZ = 'UTC';
require('reflect-metadata');
