/** Public identity of the deployment: change these when self-hosting under another name. */
export const site = {
  name: 'cvforge',
  domain: 'cvforge.app',
  supportEmail: 'support@cvforge.app',
  privacyEmail: 'privacy@cvforge.app',
  dpoEmail: 'dpo@cvforge.app',
  legalEmail: 'legal@cvforge.app',
  social: {
    community: 'https://discord.gg/cvforge',
    code: 'https://github.com/cvforge/cvforge',
    x: 'https://x.com/cvforge',
  },
} as const;
