import { ws } from 'msw';

/** The live-event socket (/api/ws?token=…): connections are accepted and stay quiet. */
export const liveSocket = ws.link(/\/api\/ws(\?|$)/);

export const liveHandlers = [liveSocket.addEventListener('connection', () => {})];
