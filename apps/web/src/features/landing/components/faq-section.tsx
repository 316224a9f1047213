import { useState } from 'react';
import { FAQ } from '../content/faq';
import { FaqItem } from './faq-item';
import { FaqJsonLd } from './faq-json-ld';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

export function FaqSection() {
  const [openIndex, setOpenIndex] = useState<number | null>(0);

  return (
    <LandingSection id="faq" isTinted>
      <SectionHeading
        id="faq"
        eyebrow="FAQ"
        title="Questions, answered"
        description="Anything else? Write to us and a real person will reply."
      />
      <div className="mx-auto mt-12 max-w-3xl">
        {FAQ.map((entry, index) => (
          <FaqItem
            key={entry.question}
            entry={entry}
            isOpen={openIndex === index}
            onToggle={() => setOpenIndex(openIndex === index ? null : index)}
          />
        ))}
      </div>
      <FaqJsonLd entries={FAQ} />
    </LandingSection>
  );
}
