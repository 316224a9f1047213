/** Contact details found inside free text: email, phone, LinkedIn, website, "City, Country". */

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/u;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/[^\s|,;]+/i;
const WEBSITE =
  /(?:https?:\/\/)?(?:www\.)?[a-z\d][a-z\d-]*(?:\.[a-z\d-]+)*\.(?:dev|com|io|me|org|net|co|de|fr|es|pl|is|uk|app|site|info|xyz|eu|page|tech)(?:\/[^\s|,;]*)?(?![\w@])/i;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d[\d\s.-]{5,}\d/;
const LOCATION = /^[\p{Lu}][\p{L}.'’ -]+,\s*[\p{Lu}][\p{L}.'’ -]+$/u;
const LABEL =
  /^(e-?mail|phone|tel(ephone)?|mobile|cell|location|address|city|linkedin|website|web|portfolio|github)\s*[:：]\s*/i;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

export const findEmail = (text: string) => EMAIL.exec(text)?.[0];

export const findLinkedin = (text: string) => LINKEDIN.exec(text)?.[0]?.replace(/\/$/, '');

export function findWebsite(text: string): string | undefined {
  const cleaned = text.replace(EMAIL, ' ').replace(LINKEDIN, ' ');
  return WEBSITE.exec(cleaned)?.[0]?.replace(/\/$/, '');
}

export function findPhone(text: string): string | undefined {
  const cleaned = text.replace(EMAIL, ' ').replace(LINKEDIN, ' ');
  const match = PHONE.exec(cleaned)?.[0]?.trim();
  if (!match) return undefined;
  const digits = digitCount(match);
  const looksLikeYears = /^\d{4}\s*[-–]\s*\d{2,4}$/.test(match);
  return digits >= 7 && digits <= 15 && !looksLikeYears ? match : undefined;
}

/** A contact line split into its pieces: "a@b.c | +44 … | London, UK" → three pieces. */
export function contactPieces(text: string): string[] {
  return text
    .split(/\s+[|·•]\s+|\s{2,}|\s*[|]\s*/)
    .map((piece) => piece.replace(LABEL, '').trim())
    .filter(Boolean);
}

export function looksLikeLocation(piece: string): boolean {
  return LOCATION.test(piece) && piece.length <= 40 && !/\d/.test(piece);
}

export const isContactText = (text: string) =>
  Boolean(findEmail(text) || findLinkedin(text) || findPhone(text) || findWebsite(text));
