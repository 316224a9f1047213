export interface FaqEntry {
  question: string;
  answer: string;
}

/** One list for the accordion and the FAQPage structured data. */
export const FAQ: readonly FaqEntry[] = [
  {
    question: 'Will my CV get past applicant tracking systems?',
    answer:
      'cvforge templates and wording reach 98% ATS compatibility in our checks. Every CV gets an ATS score with the keywords and formatting issues to fix before you apply.',
  },
  {
    question: 'How long does it take to get started?',
    answer:
      'Under a minute. Upload your existing PDF CV or answer a few questions, and you can tailor your first CV to a job straight away.',
  },
  {
    question: 'Does the AI make things up?',
    answer:
      'No. It rewrites and reorders what you give it to match the job. You review every change, and nothing is sent anywhere until you download it.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from your subscription page and keep access until the end of the period you paid for. There are no hidden fees, and every paid plan has a 14-day money-back guarantee.',
  },
  {
    question: 'Is there a plan for teams?',
    answer:
      'Yes. The Teams tier is for career services, bootcamps and recruiting teams: shared workspaces, collaborative controls for reviewing and approving CVs, and single sign-on (SSO). Contact us to set it up.',
  },
  {
    question: 'What happens to my data?',
    answer:
      'Your CVs belong to you. We never sell your data, you can delete any CV or your whole account at any time, and cvforge can be self-hosted if you want full control.',
  },
  {
    question: 'Which formats are supported?',
    answer:
      'Upload CVs as PDF. Download your CVs and cover letters as polished PDFs ready to send.',
  },
];
