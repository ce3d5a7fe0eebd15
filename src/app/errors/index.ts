/**
 * errors/ — what a client is told when something fails: the stable problem codes (AppError), an
 * engine rejection as its answer, Zod issues as field errors, and how an unexpected failure becomes
 * a 503 (the database is away) or a 500, logged without SQL. Imports nothing of src/app.
 */
export * from './errors';
export * from './failures';
export * from './rejection';
export * from './validation';
