/** A real chat-completions server and sample answers, for tests of apps that use the provider. */
export { completion, startChatServer, type ChatServer } from './chat-server';
export { llmCareer } from './fixtures';
