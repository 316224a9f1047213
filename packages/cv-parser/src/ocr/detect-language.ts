/**
 * Which of the product's languages a page of OCR text is in, from common words and month names.
 * English is the default: a CV is read in another language only on clear evidence.
 */
export type OcrLanguage = 'eng' | 'deu' | 'fra' | 'spa' | 'por' | 'ita' | 'nld' | 'pol';

export const OCR_LANGUAGES: readonly OcrLanguage[] = [
  'eng',
  'deu',
  'fra',
  'spa',
  'por',
  'ita',
  'nld',
  'pol',
];

const MARKERS: Record<OcrLanguage, string> = {
  eng: 'the and of with for experience education skills languages present university summary managed led',
  deu: 'und der die das mit für bei berufserfahrung ausbildung kenntnisse sprachen heute seit studium universität januar februar märz mai juni juli oktober dezember',
  fra: 'et le la les des du pour avec expérience formation compétences langues aujourdhui université janvier février mars avril juin juillet août septembre octobre novembre décembre',
  spa: 'y el la los las del con para experiencia formación educación habilidades idiomas actualidad universidad enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  por: 'e o os as do da dos das com para experiência formação educação competências idiomas atual universidade janeiro fevereiro março maio junho julho setembro outubro novembro dezembro',
  ita: 'e il lo gli le della del con per esperienza formazione istruzione competenze lingue oggi università gennaio febbraio marzo aprile maggio giugno luglio settembre ottobre novembre dicembre',
  nld: 'en de het van een met voor werkervaring opleiding vaardigheden talen heden universiteit januari februari maart mei juni juli augustus oktober',
  pol: 'i w z na do oraz dla doświadczenie wykształcenie umiejętności języki obecnie uniwersytet styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień',
};

const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const WORDS = Object.fromEntries(
  OCR_LANGUAGES.map((lang) => [lang, new Set(MARKERS[lang].split(' ').map(fold))]),
) as Record<OcrLanguage, Set<string>>;

/** The language with the most marker words, if it beats English clearly; else English. */
export function detectLanguage(text: string): OcrLanguage {
  const words = text.split(/\s+/).map(fold).filter(Boolean);
  const score = (lang: OcrLanguage) => words.filter((word) => WORDS[lang].has(word)).length;
  const english = score('eng');
  let best: OcrLanguage = 'eng';
  let bestScore = english;
  for (const lang of OCR_LANGUAGES) {
    const value = score(lang);
    if (lang !== 'eng' && value > bestScore) {
      best = lang;
      bestScore = value;
    }
  }
  return best !== 'eng' && bestScore >= Math.max(3, english * 1.5) ? best : 'eng';
}
