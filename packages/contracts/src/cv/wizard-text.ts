/**
 * The generation wizard's screen text (docs/product.md §C2 "Generation wizard", §C4 "Template restriction",
 * §C8 "Generation"). Where the spec paraphrases, the wording here completes it.
 */
export const WIZARD_TEXT = {
  title: 'Create New CV',
  premiumTemplate: 'Premium Template',
  upgradeToAccess: 'Upgrade to access',
  generationSummary: 'Generation Summary',
  sectionsToInclude: 'Sections to include',
  estimatedTime: 'Estimated time',
  jobUrlBeta: 'BETA',
  jobUrlAntiBot:
    'Large job boards may fail because of anti-bot protection. If that happens, paste the description instead.',
  useSample: 'Use Sample',
  selectAll: 'Select All',
  contactOnlyExplanation:
    'Uses only the contact information from your default CV and fills the rest with fictional data matched to the job. Replace the examples before you send it.',
  defaultCvHelp:
    'To set a default CV, go to the dashboard CV list, open the Actions menu of a CV and choose Set as Default.',
  sampleValue: 'Example to replace',
  sampleNotice:
    'This CV holds example values marked [Example]. Replace them in the editor before you send it.',
} as const;
