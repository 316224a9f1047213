/**
 * Section headings, labels and month names in the eight corpus languages, as real CVs in those
 * languages write them. Each heading has several variants; a design picks one by its own
 * `variant` number, so the corpus carries more than one name per section and language.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl'] as const;
export type Lang = (typeof LANGUAGES)[number];

export type SectionKey =
  | 'summary'
  | 'work'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certificates'
  | 'projects'
  | 'awards'
  | 'contact';

export const HEADINGS: Record<Lang, Record<SectionKey, string[]>> = {
  en: {
    summary: ['Profile', 'Professional Summary', 'Summary', 'About Me'],
    work: ['Experience', 'Work Experience', 'Professional Experience', 'Employment History'],
    education: ['Education', 'Education', 'Academic Background', 'Education & Training'],
    skills: ['Skills', 'Technical Skills', 'Core Competencies', 'Skills & Expertise'],
    languages: ['Languages', 'Languages', 'Language Skills'],
    certificates: ['Certifications', 'Certificates', 'Licenses & Certifications'],
    projects: ['Projects', 'Selected Projects', 'Key Projects'],
    awards: ['Awards', 'Honors & Awards', 'Awards and Honours'],
    contact: ['Contact', 'Personal Information', 'Contact Details'],
  },
  de: {
    summary: ['Profil', 'Kurzprofil', 'Über mich', 'Zusammenfassung'],
    work: ['Berufserfahrung', 'Beruflicher Werdegang', 'Berufspraxis', 'Berufliche Erfahrung'],
    education: ['Ausbildung', 'Bildungsweg', 'Studium und Ausbildung', 'Schulische und akademische Ausbildung'],
    skills: ['Kenntnisse', 'Fachkenntnisse', 'Fähigkeiten', 'Kenntnisse und Fähigkeiten'],
    languages: ['Sprachkenntnisse', 'Sprachen', 'Fremdsprachen'],
    certificates: ['Zertifikate', 'Zertifizierungen', 'Weiterbildungen und Zertifikate'],
    projects: ['Projekte', 'Ausgewählte Projekte', 'Projekterfahrung'],
    awards: ['Auszeichnungen', 'Preise und Auszeichnungen', 'Auszeichnungen'],
    contact: ['Kontakt', 'Persönliche Daten', 'Kontaktdaten'],
  },
  fr: {
    summary: ['Profil', 'Profil professionnel', 'Résumé', 'À propos'],
    work: [
      'Expérience professionnelle',
      'Expériences professionnelles',
      'Parcours professionnel',
      'Expérience',
    ],
    education: ['Formation', 'Formation', 'Diplômes et formation', 'Études'],
    skills: ['Compétences', 'Compétences techniques', 'Savoir-faire', 'Compétences clés'],
    languages: ['Langues', 'Langues', 'Compétences linguistiques'],
    certificates: ['Certifications', 'Certificats', 'Certifications'],
    projects: ['Projets', 'Projets réalisés', 'Projets'],
    awards: ['Distinctions', 'Prix et distinctions', 'Récompenses'],
    contact: ['Contact', 'Coordonnées', 'Informations personnelles'],
  },
  es: {
    summary: ['Perfil profesional', 'Perfil', 'Resumen', 'Sobre mí'],
    work: ['Experiencia laboral', 'Experiencia profesional', 'Experiencia', 'Trayectoria profesional'],
    education: ['Formación académica', 'Educación', 'Formación', 'Estudios'],
    skills: ['Habilidades', 'Competencias', 'Conocimientos técnicos', 'Aptitudes'],
    languages: ['Idiomas', 'Idiomas', 'Idiomas'],
    certificates: ['Certificaciones', 'Certificados', 'Cursos y certificaciones'],
    projects: ['Proyectos', 'Proyectos destacados', 'Proyectos'],
    awards: ['Premios', 'Premios y reconocimientos', 'Reconocimientos'],
    contact: ['Contacto', 'Datos personales', 'Información de contacto'],
  },
  pt: {
    summary: ['Perfil', 'Resumo profissional', 'Perfil profissional', 'Sobre mim'],
    work: ['Experiência profissional', 'Experiência', 'Percurso profissional', 'Experiência profissional'],
    education: ['Formação académica', 'Formação', 'Educação', 'Habilitações literárias'],
    skills: ['Competências', 'Competências técnicas', 'Habilidades', 'Conhecimentos'],
    languages: ['Idiomas', 'Línguas', 'Idiomas'],
    certificates: ['Certificações', 'Certificados', 'Certificações'],
    projects: ['Projetos', 'Projetos relevantes', 'Projetos'],
    awards: ['Prémios', 'Prémios e distinções', 'Distinções'],
    contact: ['Contacto', 'Dados pessoais', 'Contactos'],
  },
  it: {
    summary: ['Profilo', 'Profilo professionale', 'Sommario', 'Chi sono'],
    work: [
      'Esperienza lavorativa',
      'Esperienze professionali',
      'Esperienza professionale',
      'Esperienze lavorative',
    ],
    education: ['Istruzione', 'Istruzione e formazione', 'Formazione', 'Titoli di studio'],
    skills: ['Competenze', 'Competenze tecniche', 'Capacità e competenze', 'Competenze professionali'],
    languages: ['Lingue', 'Conoscenze linguistiche', 'Lingue straniere'],
    certificates: ['Certificazioni', 'Certificati', 'Certificazioni'],
    projects: ['Progetti', 'Progetti principali', 'Progetti'],
    awards: ['Premi', 'Premi e riconoscimenti', 'Riconoscimenti'],
    contact: ['Contatti', 'Informazioni personali', 'Dati personali'],
  },
  nl: {
    summary: ['Profiel', 'Persoonlijk profiel', 'Samenvatting', 'Over mij'],
    work: ['Werkervaring', 'Werkervaring', 'Loopbaan', 'Professionele ervaring'],
    education: ['Opleiding', 'Opleidingen', 'Opleiding en cursussen', 'Onderwijs'],
    skills: ['Vaardigheden', 'Competenties', 'Kennis en vaardigheden', 'Vaardigheden'],
    languages: ['Talen', 'Talenkennis', 'Talen'],
    certificates: ['Certificaten', 'Certificeringen', 'Cursussen en certificaten'],
    projects: ['Projecten', 'Projecten', 'Relevante projecten'],
    awards: ['Prijzen', 'Onderscheidingen', 'Prijzen en onderscheidingen'],
    contact: ['Contact', 'Persoonlijke gegevens', 'Contactgegevens'],
  },
  pl: {
    summary: ['Profil zawodowy', 'Podsumowanie', 'O mnie', 'Profil'],
    work: ['Doświadczenie zawodowe', 'Doświadczenie', 'Przebieg kariery', 'Historia zatrudnienia'],
    education: ['Wykształcenie', 'Edukacja', 'Wykształcenie', 'Wykształcenie i kursy'],
    skills: ['Umiejętności', 'Kompetencje', 'Umiejętności techniczne', 'Umiejętności'],
    languages: ['Języki obce', 'Znajomość języków', 'Języki'],
    certificates: ['Certyfikaty', 'Certyfikaty i kursy', 'Certyfikaty'],
    projects: ['Projekty', 'Wybrane projekty', 'Projekty'],
    awards: ['Nagrody', 'Nagrody i wyróżnienia', 'Wyróżnienia'],
    contact: ['Kontakt', 'Dane osobowe', 'Dane kontaktowe'],
  },
};

export function heading(lang: Lang, key: SectionKey, variant = 0): string {
  const list = HEADINGS[lang][key];
  return list[variant % list.length]!;
}

export type LabelKey = 'phone' | 'email' | 'address' | 'website' | 'present' | 'issuedBy' | 'grade' | 'courses';

export const LABELS: Record<Lang, Record<LabelKey, string>> = {
  en: { phone: 'Phone', email: 'Email', address: 'Address', website: 'Website', present: 'Present', issuedBy: 'issued by', grade: 'Grade', courses: 'Courses' },
  de: { phone: 'Telefon', email: 'E-Mail', address: 'Adresse', website: 'Website', present: 'heute', issuedBy: 'ausgestellt von', grade: 'Note', courses: 'Schwerpunkte' },
  fr: { phone: 'Téléphone', email: 'E-mail', address: 'Adresse', website: 'Site web', present: "aujourd'hui", issuedBy: 'délivré par', grade: 'Mention', courses: 'Cours' },
  es: { phone: 'Teléfono', email: 'Correo electrónico', address: 'Dirección', website: 'Web', present: 'actualidad', issuedBy: 'emitido por', grade: 'Nota', courses: 'Asignaturas' },
  pt: { phone: 'Telefone', email: 'E-mail', address: 'Morada', website: 'Website', present: 'atual', issuedBy: 'emitido por', grade: 'Média', courses: 'Unidades curriculares' },
  it: { phone: 'Telefono', email: 'E-mail', address: 'Indirizzo', website: 'Sito web', present: 'oggi', issuedBy: 'rilasciato da', grade: 'Voto', courses: 'Corsi' },
  nl: { phone: 'Telefoon', email: 'E-mail', address: 'Adres', website: 'Website', present: 'heden', issuedBy: 'uitgegeven door', grade: 'Cijfer', courses: 'Vakken' },
  pl: { phone: 'Telefon', email: 'E-mail', address: 'Adres', website: 'Strona WWW', present: 'obecnie', issuedBy: 'wydany przez', grade: 'Ocena', courses: 'Przedmioty' },
};

/** "Present" has more than one common form; designs alternate between them. */
export const PRESENT_VARIANTS: Record<Lang, string[]> = {
  en: ['Present', 'present', 'Current', 'now'],
  de: ['heute', 'heute', 'dato', 'jetzt'],
  fr: ["aujourd'hui", 'présent', "Aujourd'hui", 'ce jour'],
  es: ['actualidad', 'Actualidad', 'presente', 'hoy'],
  pt: ['atual', 'presente', 'Presente', 'o momento'],
  it: ['oggi', 'presente', 'in corso', 'Oggi'],
  nl: ['heden', 'nu', 'Heden', 'heden'],
  pl: ['obecnie', 'obecnie', 'teraz', 'nadal'],
};

export const MONTHS_LONG: Record<Lang, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  pl: ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'],
};

export const MONTHS_SHORT: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  es: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
  pt: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
  it: ['gen.', 'feb.', 'mar.', 'apr.', 'mag.', 'giu.', 'lug.', 'ago.', 'set.', 'ott.', 'nov.', 'dic.'],
  nl: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  pl: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
};

/** Babel language names (LaTeX) and BCP 47 tags (office documents). */
export const BABEL: Record<Lang, string> = {
  en: 'english', de: 'ngerman', fr: 'french', es: 'spanish', pt: 'portuguese', it: 'italian', nl: 'dutch', pl: 'polish',
};
export const BCP47: Record<Lang, string> = {
  en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', pt: 'pt-PT', it: 'it-IT', nl: 'nl-NL', pl: 'pl-PL',
};
