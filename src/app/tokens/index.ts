/**
 * tokens/ — ids and bearer secrets: random ids, tokens made or derived with the server secret,
 * their hashes, constant-time comparison, request hashes. Pure; imports nothing of src/app.
 */
export * from './tokens';
