/**
 * How a medicine reaches the body. Supplement interactions in the knowledge base are systemic
 * (chelation in the gut, enzymes in the liver, effects in the blood), so they do not apply to
 * local forms: an antibiotic eye drop is not chelated by calcium. Transdermal patches, vaginal
 * rings and injections are systemic.
 */
export const drugRoutes = ['systemic', 'ophthalmic', 'otic', 'nasal', 'inhaled', 'topical'] as const;
export type DrugRoute = (typeof drugRoutes)[number];

const routePatterns: readonly (readonly [DrugRoute, RegExp])[] = [
  ['ophthalmic', /\b(?:ophthalmic|eye\s*-?\s*drops?|eye\s+(?:ointment|gel|solution|suspension|emulsion)|intravitreal|gtts?\s+o[dsu])\b/i],
  ['otic', /\b(?:otic|ear\s*-?\s*drops?|auricular)\b/i],
  ['nasal', /\b(?:nasal|intranasal|nose\s+spray)\b/i],
  ['inhaled', /\b(?:inhal(?:er|ed|ation)|puffer|nebuli[sz]er|nebules?|respules?|mdi|dpi|hfa|diskus|ellipta|respimat|turbuhaler|handihaler|accuhaler|evohaler)\b/i],
  [
    'topical',
    /\b(?:topical|cream|ointment|lotion|foam|shampoo|cutaneous|mouth\s*wash|oral\s+rinse|dental\s+paste|vaginal\s+cream|rectal\s+foam|enema|(?:emul|top|skin|joint)\s*gel)\b|\bgel\s+\d+(?:\.\d+)?\s*%|\d%\s*gel\b/i,
  ],
];

/** The route written in a prescription's text; plain names and tablets are systemic. */
export function parseRoute(text: string): DrugRoute {
  // Hormone gels and sprays on the skin are made to be absorbed: they are systemic.
  if (/\b(?:testosterone|estradiol|oestradiol|androgel|testogel|estrogel|divigel|patch|transdermal)\b/i.test(text)) return 'systemic';
  for (const [route, pattern] of routePatterns) if (pattern.test(text)) return route;
  return 'systemic';
}

export function isSystemic(route: DrugRoute): boolean {
  return route === 'systemic';
}
