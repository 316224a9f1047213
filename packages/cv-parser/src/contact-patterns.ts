/** Contact details found inside free text: email, phone, LinkedIn, website, "City, Country". */

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/u;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/[^\s|,;()<>]+/i;
const WEBSITE =
  /(?:https?:\/\/)?(?:www\.)?[a-z\d][a-z\d-]*(?:\.[a-z\d-]+)*\.(?:dev|com|io|me|org|net|co|de|fr|es|pl|is|uk|app|site|info|xyz|eu|page|tech)(?:\/[^\s|,;()<>]*)?(?![\w@])/i;
/** An area code may stand before a slash: "030 / 6093 5885". */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?|0\d{1,5} ?\/ ?)?\d[\d\s.-]{5,}\d/;
const LOCATION = /^[\p{Lu}][\p{L}.'’ -]+,\s*[\p{Lu}][\p{L}.'’ -]+$/u;
/** The labels printed before or above a contact detail ("Téléphone", "Sito web", "E-mail:"). */
const LABEL_WORDS =
  '(?:e-?mail|courriel|correo(?: electrónico)?|phone|tel(?:ephone|efon|efone|efono|efoon)?|tél(?:éphone)?|teléfono|mobile?|mobil|cell|handy|móvil|telemóvel|cellulare|location|address|adres(?:se)?|anschrift|wohnort|standort|dirección|ubicación|endereço|morada|localização|indirizzo|città|woonplaats|miejscowość|lokalizacja|city|linkedin|website|web|webseite|site(?: web)?|sitio(?: web)?|sito(?: web)?|strona(?: www| internetowa)?|portfolio|github)';
const LABEL = new RegExp(`^${LABEL_WORDS}\\s*[:：]\\s*`, 'iu');
const LABEL_ALONE = new RegExp(`^${LABEL_WORDS}\\s*[:：]?$`, 'iu');

/** A contact label on its own ("E-MAIL", "Telefon:"): the value stands beside or below it. */
export const isContactLabel = (text: string) => LABEL_ALONE.test(text.trim());
const NETWORK_LABEL = /^(linkedin|github|gitlab|xing)\s*[:：]\s*(@?[\p{L}\d][\p{L}\d._-]{1,60})$/iu;
const digitCount = (text: string) => text.replace(/\D/g, '').length;

export const findEmail = (text: string) => EMAIL.exec(text)?.[0];

export const findLinkedin = (text: string) => LINKEDIN.exec(text)?.[0]?.replace(/\/$/, '');

export function findWebsite(text: string): string | undefined {
  const cleaned = text.replace(EMAIL, ' ').replace(LINKEDIN, ' ');
  return WEBSITE.exec(cleaned)?.[0]?.replace(/\/$/, '');
}

export function findPhone(text: string): string | undefined {
  const cleaned = text.replace(EMAIL, ' ').replace(LINKEDIN, ' ');
  const found = PHONE.exec(cleaned);
  const match = found?.[0]?.trim();
  if (!found || !match) return undefined;
  // Numbers between words are a street address ("Leopoldstraße 112 80804 München").
  const before = cleaned.slice(0, found.index);
  const after = cleaned.slice(found.index + found[0].length);
  if (/\p{L}{3,}\.?\s*$/u.test(before) && /^\s*\p{L}/u.test(after) && !/^\+/.test(match))
    return undefined;
  const digits = digitCount(match);
  // "2014-2017", "2021-10-01 - 2023": dates, not a number to call.
  const looksLikeYears =
    /^\d{4}\s*[-–]\s*\d{2,4}$/.test(match) ||
    /(?:^|\D)(?:19|20)\d{2}-[01]\d(?:-[0-3]\d)?(?:\D|$)/.test(match) ||
    /(?:^|\D)[01]?\d\/(?:19|20)\d{2}(?:\D|$)/.test(match);
  return digits >= 7 && digits <= 15 && !looksLikeYears ? match : undefined;
}

const URL_BREAK = /(?<=(?:https?:\/\/|www\.)\S*\/)\s+(?=[\p{L}\d])/u;

/** A web address a page broke after its slashes ("linkedin.com/ in/ anna") made whole again. */
function joinBrokenUrls(text: string): string {
  let joined = text;
  while (URL_BREAK.test(joined)) joined = joined.replace(URL_BREAK, '');
  return joined;
}

/** A contact line split into its pieces: "a@b.c | +44 … | London, UK" → three pieces. */
export function contactPieces(text: string): string[] {
  return (
    joinBrokenUrls(text)
      .split(
        /\s+[|·•]\s+|(?<!\d)\s+\/\s+|\s+\/\s+(?!\d)|\s{2,}|\s*[|]\s*|\s*[\p{So}\p{Cs}\u{1F000}-\u{1FAFF}]+\s*/u,
      )
      // "LinkedIn: jane-doe" keeps its network, as "jane-doe (LinkedIn)" does.
      .map((piece) => piece.replace(NETWORK_LABEL, '$2 ($1)').replace(LABEL, '').trim())
      .filter(Boolean)
  );
}

export function looksLikeLocation(piece: string): boolean {
  return LOCATION.test(piece) && piece.length <= 40 && !/\d/.test(piece);
}

const STREET_OR_POSTCODE = /\d/;
const POSTAL_ADDRESS =
  /^\p{Lu}[\p{L}.'’ -]+\s\d+\w?(?:\/\d+)?[ ,–-]+(?:[A-Z]{1,2}-?)?\d{4,5}\s+\p{Lu}[\p{L}-]+(?:(?:\s*[,–]\s*|\s+)\p{L}[\p{L}-]*)*$/u;

/** A street line: a number and a street ("48 Beacon St, Apt 3", "14, rue de la République"). */
const STREET_LINE =
  /^\d{1,4}\w?,?\s+\p{L}[\p{L}.'’ -]+(?:,\s*(?:Apt|Apartment|Suite|Flat|Unit)\.?\s*\w+)?$|^\p{Lu}[\p{L}.'’ -]+\s\d{1,4}\w?(?:,\s*(?:Apt|Apartment|Suite|Flat|Unit)\.?\s*\w+)?$/u;

/** A postcode before its town: "1060 Wien, AT", "31-147 Kraków", "3511 NH Utrecht", "1100-053 Lisboa". */
const POSTCODE_TOWN =
  /^(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{4} ?[A-Z]{2})\s+\p{Lu}[\p{L}.'’ -]+(?:,\s*\p{Lu}[\p{L}.'’ -]*)*$/u;

/** One line of an address printed over several: a street with its number, a postcode and town. */
export const looksLikePostalAddress = (text: string) =>
  POSTAL_ADDRESS.test(text) || POSTCODE_TOWN.test(text) || STREET_LINE.test(text);

/**
 * A location printed among contact details: "London, England, GB", "491 Adonis Vale, San
 * Francisco, CA, US", or, beside an e-mail or phone on the same line, "San Francisco US".
 */
export function looksLikeContactLocation(piece: string, besideContacts: boolean): boolean {
  const text = piece.trim();
  // A full stop ends a sentence, not an abbreviation ("ul. Długa 5/7", "Adalbertstr. 72c").
  if (
    text.length < 3 ||
    text.length > 90 ||
    /[@:]|https?|www\.|(?<!\b\p{L}{1,3}|str)\.\s|[.!?]$/u.test(text)
  )
    return false;
  if (findEmail(text) || findPhone(text) || findWebsite(text)) return false;
  // A street, a postcode and a town: "Leopoldstraße 112 80804 München", "Via Sarpi 22 – 20154 Milano – MI, IT".
  if (POSTAL_ADDRESS.test(text) || POSTCODE_TOWN.test(text)) return true;
  // Parts apart by commas or dashes ("14, rue de la République – 69002 Lyon – FR").
  const parts = text.split(/\s*,\s*|\s+[–—]\s+/).filter(Boolean);
  if (parts.some((part) => part.split(/\s+/).length > 5) || text.split(/\s+/).length > 12)
    return false;
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const digits = text.replace(/\D/g, '').length;
  if (letters < 3 || digits > letters / 2) return false;
  const capitalised = parts.every((part) => /^[\p{Lu}\d(']/u.test(part));
  // A region may be printed in lower case ("Kraków, małopolskie, PL").
  const ends = [parts[0] ?? '', parts.at(-1) ?? ''].every((part) => /^[\p{Lu}\d(']/u.test(part));
  if (parts.length >= 3) return ends || STREET_OR_POSTCODE.test(parts[0] ?? '');
  if (parts.length === 2)
    return (
      (capitalised || (besideContacts && /^\p{Lu}/u.test(parts[0] ?? ''))) &&
      (besideContacts || !STREET_OR_POSTCODE.test(text))
    );
  return (
    besideContacts &&
    !STREET_OR_POSTCODE.test(text) &&
    text.split(/\s+/).length <= 4 &&
    text.split(/\s+/).every((word) => /^[\p{Lu}(]/u.test(word))
  );
}

/** Networks people print as "LinkedIn: handle", "handle (GitHub)" or a label above the handle. */
const NETWORK_URLS: Readonly<Record<string, string>> = {
  linkedin: 'https://www.linkedin.com/in/',
  github: 'https://github.com/',
  gitlab: 'https://gitlab.com/',
};
const NETWORK =
  /^(linkedin|github|gitlab|xing|twitter|x|medium|dribbble|behance|mastodon|stack ?overflow|instagram|youtube|website|blog)$/i;
const HANDLE = /^@?[\p{L}\d][\p{L}\d._-]{1,60}$/u;

export const isNetworkName = (text: string) => NETWORK.test(text.trim());

/** The profile URL of a handle on a network we know the address of ("github", "jane-doe"). */
export function profileUrl(network: string, handle: string): string | undefined {
  const clean = (handle.trim().split(/\s+/)[0] ?? '').replace(/^\(|\)$/g, '');
  if (findLinkedin(clean) || /^https?:\/\//i.test(clean)) return clean.replace(/\/$/, '');
  if (!HANDLE.test(clean)) return undefined;
  const base = NETWORK_URLS[network.trim().toLowerCase()];
  return base ? `${base}${clean.replace(/^@/, '')}` : undefined;
}

/** "jane-doe (LinkedIn)" → network and handle. */
export function labelledHandle(piece: string): { network: string; handle: string } | undefined {
  const match = /^(@?[\p{L}\d][\p{L}\d._-]{1,60})\s*\(([\p{L} ]+)\)$/u.exec(piece.trim());
  if (!match?.[1] || !match[2] || !isNetworkName(match[2])) return undefined;
  return { network: match[2], handle: match[1] };
}

export const isContactText = (text: string) =>
  Boolean(findEmail(text) || findLinkedin(text) || findPhone(text) || findWebsite(text));
