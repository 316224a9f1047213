import { SiteShell } from './site-shell';

/** Marketing, sign-in, pricing and legal pages: full-width main, sections set their own width. */
export function PublicLayout() {
  return <SiteShell />;
}
