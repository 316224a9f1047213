/**
 * The words of the date grammar (dates.ts): month names and abbreviations and season names in
 * English, German, French, Spanish, Portuguese, Italian, Dutch and Polish.
 */

export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** Every month's names and abbreviations in the eight languages, lower case. */
const MONTH_FORMS: string[][] = [
  [
    'january',
    'januar',
    'jänner',
    'janvier',
    'janv',
    'enero',
    'ene',
    'janeiro',
    'gennaio',
    'januari',
    'styczeń',
    'stycznia',
    'sty',
  ],
  [
    'february',
    'februar',
    'feber',
    'février',
    'févr',
    'fevrier',
    'febrero',
    'fevereiro',
    'fev',
    'febbraio',
    'februari',
    'luty',
    'lutego',
    'lut',
  ],
  [
    'march',
    'märz',
    'mär',
    'maerz',
    'mars',
    'marzo',
    'março',
    'marco',
    'maart',
    'mrt',
    'marzec',
    'marca',
  ],
  ['april', 'avril', 'avr', 'abril', 'abr', 'aprile', 'kwiecień', 'kwietnia', 'kwi'],
  ['may', 'mai', 'mayo', 'maio', 'maggio', 'mag', 'mei', 'maj', 'maja'],
  ['june', 'juni', 'juin', 'junio', 'junho', 'giugno', 'giu', 'czerwiec', 'czerwca', 'cze'],
  ['july', 'juli', 'juillet', 'juil', 'julio', 'julho', 'luglio', 'lug', 'lipiec', 'lipca', 'lip'],
  ['august', 'août', 'aout', 'agosto', 'ago', 'augustus', 'sierpień', 'sierpnia', 'sie'],
  [
    'september',
    'sept',
    'septembre',
    'septiembre',
    'setembro',
    'settembre',
    'set',
    'wrzesień',
    'września',
    'wrz',
  ],
  [
    'october',
    'oktober',
    'okt',
    'octobre',
    'octubre',
    'outubro',
    'out',
    'ottobre',
    'ott',
    'październik',
    'października',
    'paź',
    'paz',
  ],
  ['november', 'novembre', 'noviembre', 'novembro', 'listopad', 'listopada', 'lis'],
  [
    'december',
    'dezember',
    'dez',
    'décembre',
    'déc',
    'dec',
    'diciembre',
    'dic',
    'dezembro',
    'dicembre',
    'grudzień',
    'grudnia',
    'gru',
  ],
];

export const SEASONS: Record<string, number> = {};
for (const [names, month] of [
  ['spring frühling frühjahr printemps primavera lente voorjaar wiosna', 3],
  ['summer sommer été verano verão estate zomer lato', 6],
  ['autumn fall herbst automne otoño outono autunno herfst najaar jesień', 9],
  ['winter hiver invierno inverno zima', 12],
] as const) {
  for (const name of names.split(' ')) SEASONS[name] = month;
}

/** "Sept", "févr.", "Juni", "stycznia" → 1-based month; undefined for other words. */
export function monthOf(word: string): number | undefined {
  const key = word.toLowerCase().replace(/\.$/, '');
  if (key.length < 3) return undefined;
  for (const [index, forms] of MONTH_FORMS.entries()) {
    if (forms.some((form) => form === key || (key.length >= 3 && form.startsWith(key)))) {
      return index + 1;
    }
  }
  return undefined;
}
