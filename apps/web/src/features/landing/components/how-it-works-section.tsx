import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    title: 'Upload or start fresh',
    text: 'Import your PDF CV or begin with a blank, guided template.',
  },
  {
    title: 'Add the job',
    text: 'Paste the job description, company name and title you are applying for.',
  },
  {
    title: 'Generate and refine',
    text: 'Get a tailored CV and cover letter, then fine-tune every line in the editor.',
  },
  {
    title: 'Download and apply',
    text: 'Check your ATS score, download a polished PDF and send it with confidence.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <LandingSection id="how-it-works" isTinted>
      <SectionHeading
        id="how-it-works"
        eyebrow="How it works"
        title="From blank page to job-ready in four steps"
        description="Set-up takes under a minute. Most people have a tailored CV before their coffee cools."
      />
      <div className="relative mt-14">
        <div
          aria-hidden="true"
          className="absolute top-5 right-[12.5%] left-[12.5%] hidden h-px bg-gradient-to-r from-indigo-500/0 via-indigo-500/40 to-indigo-500/0 md:block"
        />
        <ol className="relative grid gap-8 md:grid-cols-4 md:gap-6">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative flex gap-4 md:flex-col md:items-center md:text-center"
            >
              <span className="relative grid size-10 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground shadow-md ring-4 shadow-indigo-500/30 ring-background">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold tracking-tight md:mt-5">{step.title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  );
}
