/**
 * A CV's links beyond the first website (GitHub, a portfolio, a blog…) are kept as profiles, named
 * by their host, so none is lost; the editor shows each as a profile and templates print them
 * beside the website (packages/cv-render/src/cv-view.ts `contactLines`). LinkedIn stays the
 * `linkedin` field; the normaliser adds it to the profiles
 * (packages/cv-model/src/derived-fields.ts `withCurrentDetails`).
 */
import type { PersonalInfo } from '@cvforge/contracts';

/** Networks by host; any other host is the person's own site ("Website"). */
const NETWORKS: readonly (readonly [RegExp, string])[] = [
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)gitlab\.com$/, 'GitLab'],
  [/(^|\.)bitbucket\.org$/, 'Bitbucket'],
  [/(^|\.)xing\.com$/, 'XING'],
  [/(^|\.)(twitter|x)\.com$/, 'X'],
  [/(^|\.)medium\.com$/, 'Medium'],
  [/(^|\.)dribbble\.com$/, 'Dribbble'],
  [/(^|\.)behance\.net$/, 'Behance'],
  [/(^|\.)stackoverflow\.com$/, 'Stack Overflow'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)youtube\.com$/, 'YouTube'],
  [/(^|\.)kaggle\.com$/, 'Kaggle'],
  [/(^|\.)orcid\.org$/, 'ORCID'],
  [/(^|\.)researchgate\.net$/, 'ResearchGate'],
];
const WEBSITE = 'Website';
/** A map of the address (an icon or the location linked to it): a place, not a profile. */
const MAP =
  /^(maps\.|[^/]*google\.[a-z.]+\/maps|[^/]*bing\.com\/maps|goo\.gl\/maps|[^/]*openstreetmap\.org)/;

/** The same address however it is written: scheme, "www." and a trailing slash do not count. */
export const urlKey = (url: string) =>
  url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/(?:www\.)?/, '')
    .replace(/\/+$/, '');

/** The network a link belongs to and the handle in it ("github.com/jane-doe" → GitHub, jane-doe). */
export function networkOf(url: string): { network: string; username: string } {
  let parsed: URL;
  try {
    parsed = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`);
  } catch {
    return { network: WEBSITE, username: '' };
  }
  const host = parsed.hostname.toLowerCase();
  const network = NETWORKS.find(([pattern]) => pattern.test(host))?.[1];
  if (!network) return { network: WEBSITE, username: '' };
  const segments = parsed.pathname.split('/').filter(Boolean);
  return { network, username: (segments.at(-1) ?? '').replace(/^@/, '') };
}

/**
 * A further link found once the website is set: kept as a profile unless it is one already
 * read. The person's own site is the better `website`: a network link set there first becomes
 * a profile and the site takes its place.
 */
export function keepFurtherLink(info: PersonalInfo, url: string): void {
  // One link per host: a link behind printed text ("jane.dev", linked to jane.dev/about) or a
  // handle cut at a line's end is the same profile read twice.
  if (MAP.test(urlKey(url))) return;
  const hostOf = (link: string) => urlKey(link).split('/')[0];
  const known = [info.website, info.linkedin, ...(info.profiles ?? []).map((p) => p.url)];
  if (known.some((other) => other && hostOf(other) === hostOf(url))) return;
  const found = networkOf(url);
  const current = networkOf(info.website);
  const profiles = info.profiles ?? [];
  if (found.network === WEBSITE && current.network !== WEBSITE) {
    profiles.push({ id: crypto.randomUUID(), ...current, url: info.website });
    info.website = url;
  } else profiles.push({ id: crypto.randomUUID(), ...found, url });
  info.profiles = profiles;
}
