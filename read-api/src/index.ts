export { readApi, type ReadApiOptions } from './read-api.ts';
