/**
 * The page's expert cards: short summaries of public guidance, each naming the body and page it
 * comes from. Paraphrased in our words, never presented as anyone's quotation.
 */
export type GuidanceCard = { title: string; summary: string; source: string; url: string };

export const EXPERT_GUIDANCE: readonly GuidanceCard[] = [
  {
    title: 'Talk to your care team first',
    summary:
      'Supplements can have strong effects and some interact with prescription medicines. Tell your doctor and pharmacist about every supplement you take, especially before surgery or when starting a new medicine.',
    source: 'NIH Office of Dietary Supplements — Dietary Supplements: What You Need to Know',
    url: 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
  },
  {
    title: '“Natural” does not mean safe',
    summary:
      'A product being natural says nothing about its safety. St John’s wort, for example, makes many medicines less effective, including antidepressants, birth control pills and some heart and HIV medicines.',
    source: 'NCCIH — Using Dietary Supplements Wisely',
    url: 'https://www.nccih.nih.gov/health/using-dietary-supplements-wisely',
  },
  {
    title: 'Look for independent quality testing',
    summary:
      'Supplements are not approved for safety and effectiveness before they are sold. Seals from independent testers such as USP, NSF International or ConsumerLab show a product contains what its label says, not that it works.',
    source: 'NIH Office of Dietary Supplements — Dietary Supplements: What You Need to Know',
    url: 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
  },
];
