import type { FaqEntry } from '../content/faq';

/** FAQPage structured data (schema.org) built from the same entries as the accordion. */
export function FaqJsonLd({ entries }: { entries: readonly FaqEntry[] }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
  // Escaping '<' keeps any answer text from closing the script element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');

  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
