export { commandApi, type CommandApiOptions } from './command-api.ts';
