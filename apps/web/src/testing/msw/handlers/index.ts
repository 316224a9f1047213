import { cvPagesHandlers } from './cv-pages';
import { cvStatusHandlers, recentUploadsHandler } from './cvs';
import { liveHandlers } from './live';
import { plansHandlers } from './plans';
import { sessionHandlers } from './session';

export const handlers = [
  ...plansHandlers,
  ...sessionHandlers,
  ...liveHandlers,
  ...cvPagesHandlers,
  ...cvStatusHandlers,
  recentUploadsHandler(),
];
